import {
  DEFAULT_DELIVERY_RULES,
  type DeliveryRules,
  orderActors,
  orderStatuses,
  stockMoveReasons,
} from '@vitrine/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Money is numeric in the database and handled in minor units in code, never as floating point. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'owner'] }).notNull(),
    /** Bumped on logout (and password change): every token signed with an older version is refused. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The owner's language for the account area and the mails sent to them (en, de, fr, pt); null: English. */
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'owner')`),
  ],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  countryName: text('country_name').notNull().unique(),
  isoCode: text('iso_code').notNull().unique(),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    stateName: text('state_name').notNull(),
  },
  (t) => [uniqueIndex('states_country_name_key').on(t.countryId, t.stateName)],
);

/** Master lists share one shape: a stable code and an English name. */
const masterList = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  });

export const businessCategories = masterList('business_categories');
export const deliveryTypes = masterList('delivery_types');
export const orderStatus = masterList('order_status');
export const shopImageTypes = masterList('shop_image_types');

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    shopName: text('shop_name').notNull(),
    shopTagline: text('shop_tagline').notNull().default(''),
    shopAddLine1: text('shop_add_line1').notNull().default(''),
    shopAddLine2: text('shop_add_line2').notNull().default(''),
    shopCity: text('shop_city').notNull().default(''),
    shopStateId: integer('shop_state_id').references(() => states.id, { onDelete: 'set null' }),
    shopCountryId: integer('shop_country_id').references(() => countries.id, { onDelete: 'set null' }),
    shopPostalCode: text('shop_postal_code').notNull().default(''),
    mobilePhonePrimary: text('mobile_phone_primary').notNull().default(''),
    shopEmail: text('shop_email').notNull().default(''),
    shopWebsite: text('shop_website').notNull().default(''),
    shopCatalogueUrl: text('shop_catalogue_url').notNull(),
    shopSettings: text('shop_settings').notNull().default('{}'),
    /** JSON text of the header settings (spec section 3). */
    shopCatalogueHeader: text('shop_catalogue_header').notNull().default('{}'),
    currencyCode: text('currency_code').notNull().default('USD'),
    /** IANA time zone the owner's day starts in; null means the default zone of the shop's country. */
    timeZone: text('time_zone'),
    businessCategoryId: integer('business_category_id').references(() => businessCategories.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: text('seo_keywords').notNull().default(''),
    seoImageUrl: text('seo_image_url').notNull().default(''),
    /** Where a mail about each new order goes (sent when SMTP is configured); empty: no mail. */
    orderNotificationEmail: text('order_notification_email').notNull().default(''),
    /** Tracked items at or below this many units show "Only N left" and join the owner's low-stock list. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Most pending orders one phone number may hold in the shop at once; 0 turns the cap off. */
    openOrderCap: integer('open_order_cap').notNull().default(3),
    /** Pickup, delivery zones and fees, every amount in the currency's minor units. */
    deliverySettings: jsonb('delivery_settings').$type<DeliveryRules>().notNull().default(DEFAULT_DELIVERY_RULES),
    /** The shop's UPI ID (an INR shop takes UPI at checkout when set); empty: none. */
    upiId: text('upi_id').notNull().default(''),
    /** The shop's Pix key (a BRL shop takes Pix at checkout when set); empty: none. */
    pixKey: text('pix_key').notNull().default(''),
    /**
     * Cash on delivery (or at pickup) offered at checkout: on by default; off only while the
     * shop takes UPI or Pix (modules/delivery refuses a shop with no way to pay).
     */
    cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
    /** The owner chose to show the shop on the home page; off until they do. */
    listedOnHome: boolean('listed_on_home').notNull().default(false),
    /** When the owner first copied, shared or opened the shop's link from the account area (setup guide). */
    sharedAt: timestamp('shared_at', { withTimezone: true, mode: 'date' }),
    /** When the owner put the setup guide away; null shows it on the dashboard. */
    setupDismissedAt: timestamp('setup_dismissed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shops_catalogue_url_key').on(t.shopCatalogueUrl),
    index('shops_owner_idx').on(t.ownerId),
    check('shops_status_check', sql`${t.status} in ('active', 'suspended')`),
    check('shops_currency_check', sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
    check('shops_low_stock_threshold_check', sql`${t.lowStockThreshold} between 0 and 10000`),
    check('shops_open_order_cap_check', sql`${t.openOrderCap} between 0 and 100`),
  ],
);

export const shopImages = pgTable(
  'shop_images',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    imageType: text('image_type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('shop_images_shop_idx').on(t.shopId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_categories_shop_idx').on(t.shopId, t.sortOrder),
    // "Bolos" and "bolos" are one category to a shopper and to an import: one name per shop, any case.
    uniqueIndex('product_categories_shop_name_key').on(t.shopId, sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** A deleted category leaves its products uncategorised, never broken. */
    categoryId: integer('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    description: text('description').notNull().default(''),
    mainPrice: money('main_price').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    inStock: boolean('in_stock').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    /** Units left of a product sold without variants; null: not tracked (the in_stock switch decides). */
    stockQuantity: integer('stock_quantity'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One per sort of the storefront's paged catalogue: a page of a 5,000-product shop is an index range.
    index('products_shop_newest_idx').on(t.shopId, t.isActive, t.createdAt, t.id),
    index('products_shop_price_idx').on(t.shopId, t.isActive, t.mainPrice),
    index('products_shop_name_idx').on(t.shopId, t.isActive, sql`lower(${t.productName})`),
    index('products_category_idx').on(t.categoryId),
    check('products_price_check', sql`${t.mainPrice} >= 0`),
    check('products_stock_check', sql`${t.stockQuantity} >= 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productVariantName: text('product_variant_name').notNull(),
    price: money('price').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Units left of this variant; null: not tracked. */
    stockQuantity: integer('stock_quantity'),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_price_check', sql`${t.price} >= 0`),
    check('product_variants_stock_check', sql`${t.stockQuantity} >= 0`),
  ],
);

/**
 * Stock-keeping units: a product's or a variant's own code, unique within its shop across
 * products and variants alike, so a spreadsheet row finds its item by it. A table of its own, so the
 * database holds that uniqueness (one key over both kinds of item) and a deleted item frees its code.
 */
export const skus = pgTable(
  'skus',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null: the product's own SKU. */
    productVariantId: integer('product_variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.sku] }),
    uniqueIndex('skus_product_key').on(t.productId).where(sql`${t.productVariantId} is null`),
    uniqueIndex('skus_variant_key').on(t.productVariantId).where(sql`${t.productVariantId} is not null`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    /** A salted hash of the reporter's address: enough to rate-limit, not enough to identify. */
    clientHash: text('client_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('complaints_shop_client_idx').on(t.shopId, t.clientHash, t.createdAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    orderStatus: text('order_status').notNull().default('pending'),
    deliveryType: text('delivery_type').notNull().default('cod'),
    currencyCode: text('currency_code').notNull(),
    /** The goods; the fee and the discount as priced when ordered; total = subtotal + fee - discount. */
    subtotal: money('subtotal').notNull(),
    deliveryFee: money('delivery_fee').notNull().default('0'),
    discount: money('discount').notNull().default('0'),
    total: money('total').notNull(),
    /** The code as typed into the order (kept when the code is deleted). */
    discountCode: text('discount_code').notNull().default(''),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method', { enum: ['cod', 'upi', 'pix'] })
      .notNull()
      .default('cod'),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    /** The UPI link or Pix BR Code for the exact total, made when the order was placed; empty for cash. */
    paymentPayload: text('payment_payload').notNull().default(''),
    customerName: text('customer_name').notNull(),
    /** In E.164, read in the shop's country (lib/phone.ts); a number stored before that rule and
     * not readable by it stays as it was typed. */
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    stateId: integer('state_id').references(() => states.id, { onDelete: 'set null' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    postalCode: text('postal_code').notNull(),
    note: text('note').notNull().default(''),
    /** The storefront language the shopper ordered in: their mails are written in it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    index('orders_shop_created_idx').on(t.shopId, t.createdAt),
    index('orders_shop_status_idx').on(t.shopId, t.orderStatus),
    // A phone's orders in a shop (its open-order cap, its history, a code's uses per phone); the
    // phone is stored in E.164 (lib/phone.ts), so one phone is one value however it was typed.
    index('orders_shop_phone_idx').on(t.shopId, t.customerPhone),
    // A code's orders (its owner's list, its uses per phone).
    index('orders_discount_code_idx').on(t.discountCodeId),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cod', 'upi', 'pix')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'paid')`),
    check('orders_amounts_check', sql`${t.total} = ${t.subtotal} + ${t.deliveryFee} - ${t.discount}`),
  ],
);

/**
 * A shop's discount codes. `uses` counts the orders placed with the code and not
 * cancelled; it is taken by a conditional update inside the order's transaction, so a limit holds
 * however many orders arrive at once.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Stored in capitals: shoppers' codes are compared without case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** A whole percentage, or an amount in the currency's minor units. */
    value: integer('value').notNull(),
    minSubtotal: integer('min_subtotal'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    maxUses: integer('max_uses'),
    maxUsesPerPhone: integer('max_uses_per_phone'),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_shop_code_key').on(t.shopId, t.code),
    check('discount_codes_kind_check', sql`${t.kind} in ('percent', 'amount')`),
    check('discount_codes_value_check', sql`${t.value} > 0 and (${t.kind} = 'amount' or ${t.value} <= 100)`),
    check('discount_codes_uses_check', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

/** Phone numbers a shop refuses orders from, in E.164 as orders store them (lib/phone.ts). */
export const blockedPhones = pgTable(
  'blocked_phones',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.phone] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept as a snapshot: the line still reads right after the product changes or goes. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productVariantId: integer('product_variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productVariantName: text('product_variant_name').notNull().default(''),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 999`),
  ],
);

/**
 * The stock ledger: one row per change of a tracked quantity (of a product without variants, or
 * of a variant), so the moves of an item always add up to its quantity (untracking is a move to 0).
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null: the product's own quantity (a product sold without variants). */
    productVariantId: integer('product_variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: stockMoveReasons }).notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_moves_product_idx').on(t.productId, t.createdAt),
    index('stock_moves_order_idx').on(t.orderId),
    check(
      'stock_moves_reason_check',
      sql`${t.reason} in ('order', 'cancellation', 'owner_edit', 'import', 'moved_to_variant')`,
    ),
    check('stock_moves_quantity_check', sql`${t.quantityAfter} >= 0`),
  ],
);

/** An order's history: one row per change of its status, and who made it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `status`: the order moved; `payment`: it was marked paid (from and to are then its status). */
    kind: text('kind', { enum: ['status', 'payment'] })
      .notNull()
      .default('status'),
    fromStatus: text('from_status', { enum: orderStatuses }).notNull(),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    actor: text('actor', { enum: orderActors }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_actor_check', sql`${t.actor} in ('owner', 'shopper', 'system')`),
  ],
);

/** One row per Idempotency-Key: the same key always answers with the same order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * A catalogue import's checked plan: the dry run makes one (its id goes to the owner's page), the
 * commit names it, and a plan is committed once: `answer` holds the first commit's response, which
 * a repeated or racing commit of the same plan gets again instead of importing a second time.
 * `file_hash` ties the plan to the file that was checked.
 */
export const importPlans = pgTable(
  'import_plans',
  {
    id: text('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    fileHash: text('file_hash').notNull(),
    answer: text('answer'),
    committedAt: timestamp('committed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('import_plans_created_idx').on(t.createdAt)],
);

/**
 * Settings every instance must share, kept in the database rather than on one machine: the
 * generated session-signing secret (`jwt_secret`) when JWT_SECRET is not configured.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters every instance shares (PostgreSQL): one fixed window per `name:key`
 * (failed logins per address and per account, registrations, checkouts; spent event-stream
 * tickets, counted to one).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded pictures, re-encoded, one row per stored width: every instance serves the same files.
 * `key` is the path under /media/ (`12/<name>-640.webp`); `name` groups the widths of one upload.
 */
export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    contentType: text('content_type').notNull(),
    /** Strong validator of the bytes (they never change once written). */
    etag: text('etag').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_shop_idx').on(t.shopId, t.createdAt)],
);

/**
 * Single-use password-reset links: only a SHA-256 of the token is stored, so a leaked
 * table opens no account. A token lasts one hour and is spent by its first use.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Catalogue addresses a shop used before a rename. They stay the shop's for as long as it
 * exists: nobody else may register them, and they answer 301 to the current address, so every link
 * and QR code the shop ever printed keeps reaching it. A shop may take a former address back.
 */
export const shopFormerUrls = pgTable(
  'shop_former_urls',
  {
    url: text('url').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('shop_former_urls_shop_idx').on(t.shopId)],
);

/**
 * Every mail the server sends, queued in the database by the work that causes it (in the same
 * transaction where there is one), so a mail server that is down or an instance that stops loses
 * nothing. Any instance's sender claims due rows (`FOR UPDATE SKIP LOCKED`), so each is sent by one.
 * While `sending`, `next_attempt_at` is the claim's lease: a row whose instance died is claimed
 * again once it passes. A sent mail's body is emptied (a reset link must not outlive its mail).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    // The senders' claim: due rows, oldest due first.
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
