/**
 * The calculator's words, rendered on the server only; the discount's as the Discount Policy page
 * words it ("Your first order receives a 15% discount").
 */
export const CALCULATOR_TEXTS = {
  title: 'Price calculator',
  paperType: 'Type of paper',
  quantity: 'Length',
  sizeType: 'Counted in',
  pages: 'pages',
  words: 'words',
  deadline: 'Deadline',
  price: 'Price',
  welcome: (percent: number) => `Your first order receives a ${percent}% discount`,
  policyLink: 'Discount Policy',
  continue: 'Continue to your order',
};
