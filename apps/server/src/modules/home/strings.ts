import type { Language } from '@vitrine/contracts';

/** What the home page says, in each of the product's four languages. */
export interface HomeStrings {
  title: string;
  description: string;
  lead: string;
  points: [string, string, string];
  openShop: string;
  signIn: string;
  shopsHeading: string;
  ownersNote: string;
}

export const homeStrings: Record<Language, HomeStrings> = {
  en: {
    title: 'Vitrine: your shop’s catalogue, shared as one link',
    description:
      'Vitrine gives a small shop its catalogue as one link to share on WhatsApp or Instagram: products with pictures and prices, a cart and checkout, and orders followed from a phone.',
    lead: 'Vitrine gives a small shop its catalogue as one link to share on WhatsApp, Instagram or a card: products with pictures and prices, a cart and a checkout, and the orders in your pocket.',
    points: [
      'A page for your shop, with your logo, colours, categories and product pages, fast on any phone.',
      'Orders by delivery or pickup, with your fees, discount codes and Pix or UPI payments.',
      'Links that show your shop’s name and picture when pasted in a chat.',
    ],
    openShop: 'Open your shop',
    signIn: 'Sign in',
    shopsHeading: 'Shops on Vitrine',
    ownersNote: 'Already selling on Vitrine? Sign in to manage your products, orders and shop page.',
  },
  de: {
    title: 'Vitrine: der Katalog Ihres Ladens, geteilt als ein Link',
    description:
      'Vitrine gibt einem kleinen Laden seinen Katalog als einen Link zum Teilen auf WhatsApp oder Instagram: Produkte mit Bildern und Preisen, Warenkorb und Kasse, Bestellungen auf dem Handy.',
    lead: 'Vitrine gibt einem kleinen Laden seinen Katalog als einen Link zum Teilen auf WhatsApp, Instagram oder einer Visitenkarte: Produkte mit Bildern und Preisen, Warenkorb und Kasse, und die Bestellungen in der Tasche.',
    points: [
      'Eine Seite für Ihren Laden, mit Logo, Farben, Kategorien und Produktseiten, schnell auf jedem Handy.',
      'Bestellungen zur Lieferung oder Abholung, mit Ihren Gebühren, Rabattcodes und Zahlung per Pix oder UPI.',
      'Links, die beim Einfügen in einen Chat den Namen und das Bild Ihres Ladens zeigen.',
    ],
    openShop: 'Eröffnen Sie Ihren Laden',
    signIn: 'Anmelden',
    shopsHeading: 'Läden auf Vitrine',
    ownersNote:
      'Sie verkaufen schon auf Vitrine? Melden Sie sich an, um Produkte, Bestellungen und Ihre Ladenseite zu verwalten.',
  },
  fr: {
    title: 'Vitrine : le catalogue de votre boutique, partagé en un lien',
    description:
      'Vitrine donne à une petite boutique son catalogue en un lien à partager sur WhatsApp ou Instagram : produits avec photos et prix, panier et commande, commandes suivies depuis un téléphone.',
    lead: 'Vitrine donne à une petite boutique son catalogue en un lien à partager sur WhatsApp, Instagram ou une carte de visite : produits avec photos et prix, panier et commande, et les commandes dans votre poche.',
    points: [
      'Une page pour votre boutique, avec votre logo, vos couleurs, vos catégories et vos fiches produit, rapide sur tout téléphone.',
      'Des commandes en livraison ou à retirer, avec vos frais, vos codes de réduction et le paiement par Pix ou UPI.',
      'Des liens qui montrent le nom et l’image de votre boutique quand on les colle dans une discussion.',
    ],
    openShop: 'Ouvrez votre boutique',
    signIn: 'Se connecter',
    shopsHeading: 'Boutiques sur Vitrine',
    ownersNote: 'Vous vendez déjà sur Vitrine ? Connectez-vous pour gérer vos produits, vos commandes et votre page.',
  },
  pt: {
    title: 'Vitrine: o catálogo da sua loja, partilhado num link',
    description:
      'A Vitrine dá a uma pequena loja o seu catálogo num link para partilhar no WhatsApp ou no Instagram: produtos com fotos e preços, carrinho e checkout, e encomendas seguidas no telemóvel.',
    lead: 'A Vitrine dá a uma pequena loja o seu catálogo num link para partilhar no WhatsApp, no Instagram ou num cartão: produtos com fotos e preços, carrinho e checkout, e as encomendas no bolso.',
    points: [
      'Uma página para a sua loja, com o seu logótipo, cores, categorias e páginas de produto, rápida em qualquer telemóvel.',
      'Encomendas com entrega ou levantamento, com as suas taxas, códigos de desconto e pagamentos por Pix ou UPI.',
      'Links que mostram o nome e a imagem da sua loja quando colados numa conversa.',
    ],
    openShop: 'Abra a sua loja',
    signIn: 'Entrar',
    shopsHeading: 'Lojas na Vitrine',
    ownersNote: 'Já vende na Vitrine? Entre para gerir os seus produtos, encomendas e a página da loja.',
  },
};
