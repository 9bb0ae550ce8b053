#!/usr/bin/env node
// Writes fluent-emoji-flat.json beside this file: the illustrations tools/images/shots/ uses,
// taken from the Fluent Emoji Flat set (Microsoft, MIT licence; Iconify's JSON of it). Run
// after naming a new illustration in shots/, with the package unpacked somewhere:
//   npm pack @iconify-json/fluent-emoji-flat && tar xzf iconify-json-fluent-emoji-flat-*.tgz
//   node tools/images/vendor/extract-emoji.js package/icons.json
const fs = require('node:fs');
const path = require('node:path');

const from = process.argv[2];
if (!from) throw new Error('Usage: node tools/images/vendor/extract-emoji.js <path to icons.json>');
const set = JSON.parse(fs.readFileSync(from, 'utf8'));
const info = JSON.parse(fs.readFileSync(path.join(path.dirname(from), 'info.json'), 'utf8'));
const shots = path.join(__dirname, '../shots');
const source = fs.readdirSync(shots).map((f) => fs.readFileSync(path.join(shots, f), 'utf8')).join('\n');
// Every quoted word that names an icon of the set is one the drawings use.
const names = [...new Set([...source.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]))].filter((n) => set.icons[n]).sort();
const icons = Object.fromEntries(names.map((n) => [n, set.icons[n]]));
const out = { prefix: set.prefix, info: { name: info.name, license: info.license, author: info.author }, width: set.width, height: set.height, icons };
fs.writeFileSync(path.join(__dirname, 'fluent-emoji-flat.json'), `${JSON.stringify(out)}\n`);
console.log(`${names.length} illustrations: ${names.join(', ')}`);
