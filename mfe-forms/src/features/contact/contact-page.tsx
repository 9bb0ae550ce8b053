import styled from 'styled-components';
import { heroArt } from '@site/shared/content/page-hero-art';
import { siWhatsapp } from 'simple-icons';
import { AsPrerendered } from '@site/shared/router';
import { company, emailHref, fullAddress, mobileHref, phoneHref } from '@site/shared/content/company';
import { formsCopy } from '@site/shared/content/forms-copy';
import { ButtonAnchor, Card, Container, Grid, Icon, IconTile, PageHero, Reveal, Row, Section, SocialLinks, island, mediaUp, type SpriteIconName, typeScale, canHover } from '@site/shared/ui';
import { FormCard, formHeadingId } from '../form-support/form-card';
import { FormUnavailable } from '../form-support/form-unavailable';
import { CONTACT_FORM_ID } from './contact-form-id';
import { OfficeMap } from './office-map';

const copy = formsCopy.contact;

// The form's checks and sending code load on the visitor's first interaction; until then the
// prerendered form posts natively. No props, so nothing can update it before it hydrates.
const ContactFormIsland = island(() => import(/* webpackChunkName: "contact-form" */ './contact-form').then((m) => ({ default: m.ContactForm })), FormUnavailable);

// Icon beside the text on phones (four short cards stay compact), above it from tablets up.
const InfoCard = styled(Card)`
  flex-direction: row;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(4)};
  height: 100%;
  padding: ${(p) => p.theme.space(5)};
  ${mediaUp('medium')} { flex-direction: column; gap: ${(p) => p.theme.space(3)}; padding: ${(p) => p.theme.space(6)}; }
  h3 { font-size: ${typeScale.lg}; margin: 0 0 ${(p) => p.theme.space(1)}; }
  /* Balanced lines wrap "Lunes a Viernes 7:00-15:00" before the times, not at their hyphen. */
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; overflow-wrap: anywhere; text-wrap: balance; }
  a { font-weight: 600; text-decoration: none; ${canHover} { &:hover { text-decoration: underline; } } }
`;

const InfoBody = styled.div`
  min-width: 0;
`;

/**
 * The address with a break opportunity after the @, so a narrow card wraps it there rather than
 * mid-word. The link carries the address as its aria-label so its name never depends on the <wbr>.
 */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

const PhoneLine = styled.p`
  span { display: inline-block; min-width: 3.5em; }
`;

// The info cards overlap the hero's lower edge, a common contact-page layout.
const InfoSection = styled.section`
  position: relative;
  margin-top: -${(p) => p.theme.space(10)};
  ${mediaUp('medium')} { margin-top: -${(p) => p.theme.space(12)}; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(10)};
  align-items: start;
  ${mediaUp('large')} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: ${(p) => p.theme.space(12)}; }
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(8)};
  h2 { font-size: ${typeScale.xxl}; margin-bottom: ${(p) => p.theme.space(4)}; }
`;

const PromiseGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  ${mediaUp('medium')} { grid-template-columns: 1fr 1fr; }
`;

const PromiseCard = styled(Card)`
  flex-direction: row;
  gap: ${(p) => p.theme.space(4)};
  align-items: flex-start;
  h3 { font-size: ${typeScale.lg}; margin-bottom: ${(p) => p.theme.space(1)}; }
  p { margin: 0; color: ${(p) => p.theme.colors.muted}; }
`;

const Banner = styled.div`
  margin-top: ${(p) => p.theme.space(8)};
  padding: ${(p) => `${p.theme.space(8)} ${p.theme.space(6)}`};
  border-radius: ${(p) => p.theme.radii.lg};
  background: linear-gradient(135deg, ${(p) => p.theme.colors.brandDeep}, ${(p) => p.theme.colors.brandDark});
  color: ${(p) => p.theme.colors.onDark};
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-items: center;
  ${mediaUp('large')} { grid-template-columns: 1fr auto; padding: ${(p) => `${p.theme.space(10)} ${p.theme.space(12)}`}; }
  h2 { color: ${(p) => p.theme.colors.onDark}; font-size: ${typeScale.h3}; }
  p { color: ${(p) => p.theme.colors.onDarkMuted}; margin: 0; }
  svg.brand { width: 18px; height: 18px; fill: currentColor; }
`;

const promiseIcons: Record<(typeof copy.promises)[number]['key'], SpriteIconName> = { reply: 'timer', free: 'gift' };

/** /contacto: how to reach the company, where it is, and the message form (SPEC §2 Contact). */
export default function ContactPage() {
  const info = [
    { key: 'address', icon: 'map-pin', title: copy.info.address, body: <p>{fullAddress}</p> },
    {
      key: 'phones',
      icon: 'phone',
      title: copy.info.phones,
      body: (
        <>
          <PhoneLine>
            <span>{copy.info.phoneLabel}:</span> <a href={phoneHref}>{company.phone.display}</a>
          </PhoneLine>
          <PhoneLine>
            <span>{copy.info.mobileLabel}:</span> <a href={mobileHref}>{company.mobile.display}</a>
          </PhoneLine>
        </>
      ),
    },
    { key: 'email', icon: 'mail', title: copy.info.email, body: <p><a href={emailHref} aria-label={company.email}><BreakableEmail email={company.email} /></a></p> },
    { key: 'hours', icon: 'clock', title: copy.info.hours, body: <p>{company.hours.label}</p> },
  ] as const;

  return (
    <>
      {/* The contact details and the promises are the same for every visitor: adopted as prerendered (issue 34). */}
      <AsPrerendered>
        <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} art={heroArt('/contacto')} />

        <InfoSection aria-labelledby="contact-info-heading">
          <Container>
            <h2 id="contact-info-heading" className="visually-hidden">
              {copy.infoHeading}
            </h2>
            <Grid $min="240px" $gap={5}>
              {info.map((item, index) => (
                <Reveal key={item.key} $index={index}>
                  <InfoCard>
                    <IconTile>
                      <Icon name={item.icon} />
                    </IconTile>
                    <InfoBody>
                      <h3>{item.title}</h3>
                      {item.body}
                    </InfoBody>
                  </InfoCard>
                </Reveal>
              ))}
            </Grid>
          </Container>
        </InfoSection>
      </AsPrerendered>

      <Section>
        <Container>
          <Columns>
            <Aside>
              <div>
                <h2>{copy.map.heading}</h2>
                <OfficeMap />
              </div>
              <div>
                <h2>{copy.socialHeading}</h2>
                <SocialLinks />
              </div>
            </Aside>
            <FormCard>
              <h2 id={formHeadingId(CONTACT_FORM_ID)}>{copy.form.heading}</h2>
              <p>{copy.form.intro}</p>
              <ContactFormIsland />
            </FormCard>
          </Columns>
        </Container>
      </Section>

      <AsPrerendered>
        <Section $tone="alt" aria-labelledby="contact-promises-heading">
          <Container>
            <h2 id="contact-promises-heading" className="visually-hidden">
              {copy.promisesHeading}
            </h2>
            <PromiseGrid>
              {copy.promises.map((promise) => (
                <PromiseCard key={promise.key}>
                  <IconTile>
                    <Icon name={promiseIcons[promise.key]} />
                  </IconTile>
                  <div>
                    <h3>{promise.title}</h3>
                    <p>{promise.text}</p>
                  </div>
                </PromiseCard>
              ))}
            </PromiseGrid>
            <Banner>
              <div>
                <h2>{copy.banner.title}</h2>
                <p>{copy.banner.text}</p>
              </div>
              <Row>
                <ButtonAnchor href={phoneHref} $variant="light">
                  <Icon name="phone" size={18} />
                  {copy.banner.call} {company.phone.display}
                </ButtonAnchor>
                <ButtonAnchor href={company.whatsappUrl} target="_blank" rel="noopener noreferrer" $variant="outlineLight">
                  <svg className="brand" viewBox="0 0 24 24" aria-hidden="true">
                    <path d={siWhatsapp.path} />
                  </svg>
                  {copy.banner.whatsapp}
                  <span className="visually-hidden"> {formsCopy.fields.newTab}</span>
                </ButtonAnchor>
              </Row>
            </Banner>
          </Container>
        </Section>
      </AsPrerendered>
    </>
  );
}
