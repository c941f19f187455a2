import type { CatalogueHeader } from '@vitrine/contracts';

export interface SeedVariant {
  name: string;
  price: string;
}

export interface SeedProduct {
  name: string;
  description: string;
  price: string;
  image: string;
  category: string;
  inStock?: boolean;
  variants?: SeedVariant[];
  gallery?: string[];
}

export interface SeedShop {
  owner: { email: string; password: string; name: string };
  shop: {
    shopName: string;
    shopTagline: string;
    shopAddLine1: string;
    shopAddLine2: string;
    shopCity: string;
    /** Looked up by name within the country. */
    stateName: string;
    countryIso: string;
    shopPostalCode: string;
    mobilePhonePrimary: string;
    shopEmail: string;
    shopWebsite: string;
    shopCatalogueUrl: string;
    currencyCode: string;
    businessCategory: string;
    seoTitle: string;
    seoDescription: string;
    seoKeywords: string;
    logo: string;
  };
  header: CatalogueHeader;
  categories: string[];
  products: SeedProduct[];
}
