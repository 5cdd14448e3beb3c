import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberTestimonials } from './member-testimonials.tsx';

describe('MemberTestimonials', () => {
  it('shows each quote in the server’s order, marked with its own language, even two alike', () => {
    const rosa = {
      firstName: 'Rosa',
      city: 'El Paso, TX',
      quote: 'Por fin entendí mi reporte.',
      language: 'es' as const,
    };
    const sam = { firstName: 'Sam', city: 'Tulsa, OK', quote: 'Clear and calm.', language: 'en' as const };
    render(<MemberTestimonials testimonials={[rosa, sam, rosa]} />);
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => [figure.getAttribute('lang'), figure.textContent])).toEqual([
      ['es', '“Por fin entendí mi reporte.”Rosa, El Paso, TX'],
      ['en', '“Clear and calm.”Sam, Tulsa, OK'],
      ['es', '“Por fin entendí mi reporte.”Rosa, El Paso, TX'],
    ]);
  });
});
