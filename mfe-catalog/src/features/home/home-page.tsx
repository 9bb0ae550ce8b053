import { PageHero, ButtonLink, Row } from '@site/shared/ui';

export default function HomePage() {
  return (
    <PageHero title="Transformamos tu negocio digitalmente" intro="Consultoría IT, desarrollo de software a medida y soluciones digitales para pymes y autónomos.">
      <Row>
        <ButtonLink to="/servicios" $variant="light">Ver Servicios</ButtonLink>
        <ButtonLink to="/proyectos" $variant="outlineLight">Nuestros Proyectos</ButtonLink>
      </Row>
    </PageHero>
  );
}
