/**
 * The demo site's content pages in English and Croatian (docs/content-model.md, "Pages").
 * Links inside props name the slug of the page in the page's own language.
 */
import type { Section } from "../contract/cms";
import type { NewPost } from "../modules/content";

export interface DemoMedia {
  logo: number;
  hero: number;
  card1: number;
  card2: number;
  card3: number;
  card4: number;
  wide: number;
}

export type PageContent = Omit<NewPost, "type" | "languageCode" | "translationOf">;

/** An English page and, when it has one, its Croatian translation. */
export interface DemoPage {
  en: PageContent;
  hr?: PageContent;
}

type Link = { type: "page" | "shop" | "product" | "post" | "external"; value: string };
const page = (slug: string): Link => ({ type: "page", value: slug });
const shop = (slug = ""): Link => ({ type: "shop", value: slug });
/** A known fixed page ("register") resolves to its localized path. */
const fixed = (name: string): Link => ({ type: "external", value: name });

const hero = (
  id: string,
  props: {
    title: string;
    subtitle?: string;
    mediaId?: number;
    cta?: { label: string; link: Link };
    align?: "left" | "center";
  },
): Section => ({
  id,
  type: "hero",
  props,
});
const richText = (id: string, html: string): Section => ({ id, type: "richText", props: { html } });
const image = (id: string, props: { mediaId: number; alt?: string; caption?: string }): Section => ({
  id,
  type: "image",
  props,
});
const cta = (
  id: string,
  props: { title: string; text?: string; button: { label: string; link: Link }; variant?: "primary" | "secondary" },
): Section => ({ id, type: "cta", props });
const cardGrid = (
  id: string,
  props: { title?: string; cards: { title: string; text: string; mediaId?: number; link?: Link }[] },
): Section => ({
  id,
  type: "cardGrid",
  props,
});

const featuredProducts = (
  id: string,
  props: { title: string; limit?: number; button?: { label: string; link: Link } },
): Section => ({
  id,
  type: "featuredProducts",
  props,
});

function lastUpdated(locale: "en" | "hr"): string {
  return new Intl.DateTimeFormat(locale === "hr" ? "hr-HR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date());
}

export function demoPages(media: DemoMedia, apiKeyId: string): DemoPage[] {
  /** A real image whose markup carries an inline handler: createPost must strip the handler (and the script). */
  const unsafeSnippet =
    `<p><img src="/media/${apiKeyId}/${media.logo}/SmallSize/demo-shop-logo.png" alt="Demo Shop" width="320" height="96" onerror="alert(1)"></p>` +
    `<script>alert(1)</script>`;

  const home: DemoPage = {
    en: {
      slug: "home-page",
      title: "Home",
      excerpt: "Thoughtful things for everyday life, delivered across Croatia and the EU.",
      mediaId: media.hero,
      metaTitle: "Demo Shop – Thoughtful things for everyday life",
      metaDescription:
        "Carefully chosen products for home, kitchen and free time, with fast delivery across Croatia and the EU.",
      components: [
        hero("hero-1", {
          title: "Thoughtful things for everyday life",
          subtitle:
            "Discover carefully chosen products for your home, kitchen and free time — delivered quickly across Croatia and the EU.",
          mediaId: media.hero,
          cta: { label: "Try Demo Shop Plus free", link: page("try-for-free") },
          align: "left",
        }),
        featuredProducts("featured-1", {
          title: "Featured products",
          limit: 8,
          button: { label: "Shop all products", link: shop() },
        }),
        richText(
          "richtext-1",
          `<h2>Welcome to Demo Shop</h2>
<p>We are a small team from Zagreb who believe good products should be <strong>simple, durable and fairly priced</strong>. Every item in our shop is tested by us before it reaches you.</p>
<ul><li>Free pickup at our store in Zagreb</li><li>30-day returns, no questions asked</li><li>Secure payment with all major cards</li></ul>
<p>New here? Read <a href="/about-us">our story</a> or visit the <a href="/support-helpdesk">help desk</a>.</p>
${unsafeSnippet}`,
        ),
        cardGrid("cards-1", {
          title: "Explore Demo Shop",
          cards: [
            {
              title: "Shop the collection",
              text: "Home, kitchen and outdoor essentials, picked with care.",
              mediaId: media.card1,
              link: shop(),
            },
            {
              title: "Member prices",
              text: "Join Demo Shop Plus and save on every order.",
              mediaId: media.card2,
              link: page("try-for-free"),
            },
            {
              title: "Our story",
              text: "Meet the people behind the shop and what we stand for.",
              mediaId: media.card3,
              link: page("about-us"),
            },
            {
              title: "Help when you need it",
              text: "Answers about orders, delivery and returns.",
              mediaId: media.card4,
              link: page("support-helpdesk"),
            },
          ],
        }),
        image("image-1", {
          mediaId: media.wide,
          alt: "Abstract night-blue horizon with a warm sun",
          caption: "Delivered across Croatia and the EU — usually within 2 to 4 working days.",
        }),
        cta("cta-1", {
          title: "Ready to try Demo Shop Plus?",
          text: "Free delivery, member prices and early access to new collections. Free for 30 days, cancel any time.",
          button: { label: "Start your free trial", link: page("try-for-free") },
          variant: "primary",
        }),
      ],
    },
    hr: {
      slug: "pocetna",
      title: "Početna",
      excerpt: "Promišljeno odabrane stvari za svaki dan, uz dostavu diljem Hrvatske i EU-a.",
      mediaId: media.hero,
      metaTitle: "Demo Shop – Promišljeno odabrane stvari za svaki dan",
      metaDescription:
        "Pažljivo odabrani proizvodi za dom, kuhinju i slobodno vrijeme, uz brzu dostavu diljem Hrvatske i EU-a.",
      components: [
        hero("hero-1", {
          title: "Promišljeno odabrane stvari za svaki dan",
          subtitle:
            "Otkrijte pažljivo odabrane proizvode za dom, kuhinju i slobodno vrijeme — uz brzu dostavu diljem Hrvatske i EU-a.",
          mediaId: media.hero,
          cta: { label: "Isprobajte Demo Shop Plus besplatno", link: page("isprobajte-besplatno") },
          align: "left",
        }),
        featuredProducts("featured-1", {
          title: "Izdvojeni proizvodi",
          limit: 8,
          button: { label: "Pogledajte sve proizvode", link: shop() },
        }),
        richText(
          "richtext-1",
          `<h2>Dobrodošli u Demo Shop</h2>
<p>Mi smo mali tim iz Zagreba koji vjeruje da dobri proizvodi trebaju biti <strong>jednostavni, izdržljivi i pošteno naplaćeni</strong>. Svaki artikl u našoj trgovini osobno isprobamo prije nego što stigne do vas.</p>
<ul><li>Besplatno preuzimanje u našoj trgovini u Zagrebu</li><li>Povrat u roku od 30 dana, bez pitanja</li><li>Sigurno plaćanje svim većim karticama</li></ul>
<p>Prvi put ste ovdje? Pročitajte <a href="/hr/o-nama">našu priču</a> ili posjetite <a href="/hr/tehnicka-podrska">tehničku podršku</a>.</p>
${unsafeSnippet}`,
        ),
        cardGrid("cards-1", {
          title: "Istražite Demo Shop",
          cards: [
            {
              title: "Pogledajte ponudu",
              text: "Potrepštine za dom, kuhinju i boravak na otvorenom, odabrane s pažnjom.",
              mediaId: media.card1,
              link: shop(),
            },
            {
              title: "Cijene za članove",
              text: "Učlanite se u Demo Shop Plus i uštedite na svakoj narudžbi.",
              mediaId: media.card2,
              link: page("isprobajte-besplatno"),
            },
            {
              title: "Naša priča",
              text: "Upoznajte ljude koji stoje iza trgovine i vrijednosti do kojih nam je stalo.",
              mediaId: media.card3,
              link: page("o-nama"),
            },
            {
              title: "Pomoć kad vam zatreba",
              text: "Odgovori o narudžbama, dostavi i povratu.",
              mediaId: media.card4,
              link: page("tehnicka-podrska"),
            },
          ],
        }),
        image("image-1", {
          mediaId: media.wide,
          alt: "Apstraktni tamnoplavi obzor s toplim suncem",
          caption: "Dostavljamo diljem Hrvatske i EU-a — obično u roku od 2 do 4 radna dana.",
        }),
        cta("cta-1", {
          title: "Spremni isprobati Demo Shop Plus?",
          text: "Besplatna dostava, cijene za članove i raniji pristup novim kolekcijama. Prvih 30 dana besplatno, a otkazati možete u bilo kojem trenutku.",
          button: { label: "Započnite besplatno probno razdoblje", link: page("isprobajte-besplatno") },
          variant: "primary",
        }),
      ],
    },
  };

  const privacy: DemoPage = {
    en: {
      slug: "privacy-policy",
      title: "Privacy policy",
      excerpt: "How Demo Shop collects, uses and protects your personal data.",
      body: `<p>Last updated: ${lastUpdated("en")}. This policy explains how Demo Shop d.o.o. processes personal data when you visit our website or shop with us.</p>`,
      metaTitle: "Privacy policy – Demo Shop",
      metaDescription:
        "How Demo Shop collects, uses and protects your personal data, and how to exercise your rights under the GDPR.",
      components: [
        richText(
          "richtext-1",
          `<h2>1. Who we are</h2>
<p>Demo Shop d.o.o., Ilica 1, 10000 Zagreb, Croatia, is the controller of the personal data described in this policy. If you have any questions about how we handle your data, write to us at <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>
<h2>2. What data we collect</h2>
<p>When you create an account or place an order we collect your name, e-mail address, phone number, delivery and billing addresses and the details of your orders. When you browse the site we collect technical data such as your IP address, browser type and the pages you visit. We never store full payment card numbers; payments are processed by our certified payment provider.</p>
<h2>3. How we use your data</h2>
<p>We use your data to process and deliver orders, to manage your account and membership, to answer your questions and, only with your consent, to send you newsletters and offers. The legal bases are the performance of a contract, our legitimate interest in running and improving the shop, compliance with legal obligations and your consent.</p>
<h2>4. Cookies</h2>
<p>We use strictly necessary cookies to keep your cart and session working and, if you accept them, analytics cookies that help us understand how the site is used. You can change your choice at any time by clearing the cookies in your browser.</p>
<h2>5. Sharing and retention</h2>
<p>We share data only with partners who help us run the shop — delivery services, payment providers and our hosting provider — and only as far as they need it. We keep order data for as long as accounting and tax law requires (currently 11 years) and account data until you delete your account.</p>
<h2>6. Your rights</h2>
<p>Under the General Data Protection Regulation you have the right to access, correct and delete your data, to restrict or object to its processing, to data portability and to withdraw your consent at any time. You may also lodge a complaint with the Croatian Personal Data Protection Agency (AZOP).</p>`,
        ),
      ],
    },
    hr: {
      slug: "politika-privatnosti",
      title: "Politika privatnosti",
      excerpt: "Kako Demo Shop prikuplja, koristi i štiti vaše osobne podatke.",
      body: `<p>Posljednje ažuriranje: ${lastUpdated("hr")} Ova politika objašnjava kako Demo Shop d.o.o. obrađuje osobne podatke kada posjećujete našu stranicu ili kupujete kod nas.</p>`,
      metaTitle: "Politika privatnosti – Demo Shop",
      metaDescription:
        "Kako Demo Shop prikuplja, koristi i štiti vaše osobne podatke te kako možete ostvariti svoja prava prema GDPR-u.",
      components: [
        richText(
          "richtext-1",
          `<h2>1. Tko smo mi</h2>
<p>Demo Shop d.o.o., Ilica 1, 10000 Zagreb, Hrvatska, voditelj je obrade osobnih podataka opisanih u ovoj politici. Ako imate pitanja o tome kako postupamo s vašim podacima, pišite nam na <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>
<h2>2. Koje podatke prikupljamo</h2>
<p>Kada otvorite korisnički račun ili naručite proizvod, prikupljamo vaše ime i prezime, adresu e-pošte, broj telefona, adresu za dostavu i adresu za račun te podatke o vašim narudžbama. Dok pregledavate stranicu, prikupljamo tehničke podatke poput IP adrese, vrste preglednika i stranica koje posjećujete. Nikada ne pohranjujemo pune brojeve platnih kartica; plaćanja obrađuje naš certificirani pružatelj usluga plaćanja.</p>
<h2>3. Kako koristimo vaše podatke</h2>
<p>Vaše podatke koristimo za obradu i dostavu narudžbi, upravljanje korisničkim računom i članstvom, odgovaranje na vaše upite te, isključivo uz vašu privolu, za slanje newslettera i ponuda. Pravne osnove obrade su izvršenje ugovora, naš legitimni interes za vođenje i unapređenje trgovine, ispunjavanje zakonskih obveza i vaša privola.</p>
<h2>4. Kolačići</h2>
<p>Koristimo nužne kolačiće kako bi košarica i prijava ispravno radile te, ako ih prihvatite, analitičke kolačiće koji nam pomažu razumjeti kako se stranica koristi. Svoj izbor možete promijeniti u bilo kojem trenutku brisanjem kolačića u pregledniku.</p>
<h2>5. Dijeljenje i čuvanje podataka</h2>
<p>Podatke dijelimo samo s partnerima koji nam pomažu u radu trgovine — dostavnim službama, pružateljima usluga plaćanja i pružatelju usluge poslužitelja — i to samo u opsegu koji im je potreban. Podatke o narudžbama čuvamo onoliko dugo koliko to zahtijevaju računovodstveni i porezni propisi (trenutačno 11 godina), a podatke o korisničkom računu dok ga ne izbrišete.</p>
<h2>6. Vaša prava</h2>
<p>Prema Općoj uredbi o zaštiti podataka imate pravo na pristup, ispravak i brisanje svojih podataka, na ograničenje obrade i prigovor na obradu te na prenosivost podataka, kao i pravo da u bilo kojem trenutku povučete privolu. Pritužbu možete podnijeti i Agenciji za zaštitu osobnih podataka (AZOP).</p>`,
        ),
      ],
    },
  };

  const tryForFree: DemoPage = {
    en: {
      slug: "try-for-free",
      title: "Try for free",
      excerpt: "Try Demo Shop Plus free for 30 days.",
      mediaId: media.card2,
      metaTitle: "Try Demo Shop Plus for free – Demo Shop",
      metaDescription:
        "Free delivery, member prices and early access to new collections. Try Demo Shop Plus free for 30 days.",
      components: [
        hero("hero-1", {
          title: "Try Demo Shop Plus free for 30 days",
          subtitle: "Free delivery on every order, member-only prices and early access to new collections.",
          mediaId: media.card2,
          align: "center",
        }),
        richText(
          "richtext-1",
          `<h2>What you get</h2>
<ul><li><strong>Free delivery</strong> on every order, with no minimum spend.</li><li><strong>Member prices</strong> — up to 15% off selected products.</li><li><strong>Early access</strong> to new collections and seasonal sales.</li><li><strong>Priority support</strong> from our help desk team.</li></ul>
<h2>How the trial works</h2>
<p>Create an account, activate Demo Shop Plus and enjoy all the benefits for 30 days at no cost. We will remind you by e-mail three days before the trial ends. After the trial the membership costs €4.99 a month, and you can cancel at any time from your profile.</p>`,
        ),
        cta("cta-1", {
          title: "Start your free month today",
          text: "No commitment — cancel any time before the trial ends and you will not be charged.",
          button: { label: "Create your account", link: fixed("register") },
          variant: "primary",
        }),
      ],
    },
    hr: {
      slug: "isprobajte-besplatno",
      title: "Isprobajte besplatno",
      excerpt: "Isprobajte Demo Shop Plus besplatno 30 dana.",
      mediaId: media.card2,
      metaTitle: "Isprobajte Demo Shop Plus besplatno – Demo Shop",
      metaDescription:
        "Besplatna dostava, cijene za članove i raniji pristup novim kolekcijama. Isprobajte Demo Shop Plus besplatno 30 dana.",
      components: [
        hero("hero-1", {
          title: "Isprobajte Demo Shop Plus besplatno 30 dana",
          subtitle: "Besplatna dostava za svaku narudžbu, cijene samo za članove i raniji pristup novim kolekcijama.",
          mediaId: media.card2,
          align: "center",
        }),
        richText(
          "richtext-1",
          `<h2>Što dobivate</h2>
<ul><li><strong>Besplatnu dostavu</strong> za svaku narudžbu, bez minimalnog iznosa.</li><li><strong>Cijene za članove</strong> — do 15 % popusta na odabrane proizvode.</li><li><strong>Raniji pristup</strong> novim kolekcijama i sezonskim sniženjima.</li><li><strong>Prioritetnu podršku</strong> našeg tima za pomoć korisnicima.</li></ul>
<h2>Kako funkcionira probno razdoblje</h2>
<p>Otvorite korisnički račun, aktivirajte Demo Shop Plus i uživajte u svim pogodnostima 30 dana bez naknade. Tri dana prije isteka probnog razdoblja podsjetit ćemo vas e-poštom. Nakon probnog razdoblja članstvo stoji 4,99 € mjesečno, a možete ga otkazati u bilo kojem trenutku u svom profilu.</p>`,
        ),
        cta("cta-1", {
          title: "Započnite svoj besplatni mjesec već danas",
          text: "Bez obveze — otkažete li prije isteka probnog razdoblja, nećemo vam ništa naplatiti.",
          button: { label: "Otvorite korisnički račun", link: fixed("register") },
          variant: "primary",
        }),
      ],
    },
  };

  const support: DemoPage = {
    en: {
      slug: "support-helpdesk",
      title: "Support",
      excerpt: "Answers about orders, delivery, returns and your account.",
      mediaId: media.card4,
      metaTitle: "Support – Demo Shop",
      metaDescription:
        "Answers about orders, delivery, returns and your account, and how to contact the Demo Shop team.",
      components: [
        hero("hero-1", {
          title: "How can we help?",
          subtitle: "Find answers about orders, delivery, returns and your account, or get in touch with our team.",
          mediaId: media.card4,
          align: "center",
        }),
        richText(
          "richtext-1",
          `<h2>Orders and delivery</h2>
<p>Orders placed before 2 p.m. on working days are shipped the same day. Delivery within Croatia usually takes 1–2 working days, and 2–4 working days to other EU countries. You will receive a tracking link by e-mail as soon as your parcel leaves our warehouse.</p>
<h2>Returns and refunds</h2>
<p>You can return any unused product within 30 days of delivery. Start a return from your profile or write to us, and we will refund the purchase price to your original payment method within 14 days of receiving the parcel.</p>
<h2>Account and membership</h2>
<p>Forgot your password? Use the <em>Forgot password</em> link on the login page. You can change your details, addresses and Demo Shop Plus membership at any time in your profile.</p>
<h2>Contact us</h2>
<p>Our team is available Monday to Friday from 8 a.m. to 4 p.m. Write to <a href="mailto:shop@example.com">shop@example.com</a> or call <a href="tel:+38512345678">+385 1 234 5678</a>.</p>`,
        ),
      ],
    },
    hr: {
      slug: "tehnicka-podrska",
      title: "Tehnička podrška",
      excerpt: "Odgovori o narudžbama, dostavi, povratu i korisničkom računu.",
      mediaId: media.card4,
      metaTitle: "Tehnička podrška – Demo Shop",
      metaDescription:
        "Odgovori o narudžbama, dostavi, povratu i korisničkom računu te kako kontaktirati tim Demo Shopa.",
      components: [
        hero("hero-1", {
          title: "Kako vam možemo pomoći?",
          subtitle:
            "Pronađite odgovore o narudžbama, dostavi, povratu i korisničkom računu ili se obratite našem timu.",
          mediaId: media.card4,
          align: "center",
        }),
        richText(
          "richtext-1",
          `<h2>Narudžbe i dostava</h2>
<p>Narudžbe zaprimljene radnim danom do 14 sati šaljemo isti dan. Dostava unutar Hrvatske obično traje 1–2 radna dana, a u ostale zemlje EU-a 2–4 radna dana. Poveznicu za praćenje pošiljke dobit ćete e-poštom čim paket napusti naše skladište.</p>
<h2>Povrat i refundacija</h2>
<p>Svaki nekorišteni proizvod možete vratiti u roku od 30 dana od dostave. Povrat pokrenite u svom profilu ili nam se javite e-poštom, a iznos kupnje vratit ćemo na izvorni način plaćanja u roku od 14 dana od primitka paketa.</p>
<h2>Korisnički račun i članstvo</h2>
<p>Zaboravili ste lozinku? Upotrijebite poveznicu <em>Zaboravljena lozinka</em> na stranici za prijavu. Osobne podatke, adrese i članstvo u Demo Shop Plus možete promijeniti u bilo kojem trenutku u svom profilu.</p>
<h2>Kontaktirajte nas</h2>
<p>Naš tim dostupan je od ponedjeljka do petka od 8 do 16 sati. Pišite nam na <a href="mailto:shop@example.com">shop@example.com</a> ili nazovite <a href="tel:+38512345678">+385 1 234 5678</a>.</p>`,
        ),
      ],
    },
  };

  const about: DemoPage = {
    en: {
      slug: "about-us",
      title: "About us",
      excerpt: "The small Zagreb team behind Demo Shop.",
      mediaId: media.card3,
      metaTitle: "About us – Demo Shop",
      metaDescription:
        "Meet the small Zagreb team behind Demo Shop and the values that guide how we choose, pack and deliver every product.",
      components: [
        hero("hero-1", {
          title: "Small team, carefully chosen things",
          subtitle:
            "Demo Shop was founded in Zagreb in 2019 by three friends who wanted shopping online to feel personal again.",
          mediaId: media.card3,
          align: "left",
        }),
        richText(
          "richtext-1",
          `<h2>Our story</h2>
<p>What started as a weekend stall with hand-picked kitchenware has grown into an online shop trusted by thousands of customers across Europe. We still work the same way: we test every product ourselves, we talk to the people who make it and we only sell things we would happily use at home.</p>
<h2>What we stand for</h2>
<p>We prefer fewer, better products to endless choice. We pack with recycled materials, we work with local couriers and we answer every message ourselves — no bots, no scripts.</p>`,
        ),
        image("image-1", {
          mediaId: media.wide,
          alt: "Abstract night-blue horizon with a warm sun",
          caption: "Every parcel is packed by hand in our Zagreb studio.",
        }),
        cardGrid("cards-1", {
          title: "Our values",
          cards: [
            { title: "Quality first", text: "We test every product before it goes on sale.", mediaId: media.card1 },
            {
              title: "Honest prices",
              text: "Fair prices all year round, with no fake discounts.",
              mediaId: media.card2,
              link: shop(),
            },
            {
              title: "Sustainable packing",
              text: "Recycled boxes and plastic-free filling in every parcel.",
              mediaId: media.card3,
            },
            {
              title: "Real people",
              text: "Our team answers every question personally.",
              mediaId: media.card4,
              link: page("support-helpdesk"),
            },
          ],
        }),
      ],
    },
    hr: {
      slug: "o-nama",
      title: "O nama",
      excerpt: "Mali zagrebački tim koji stoji iza Demo Shopa.",
      mediaId: media.card3,
      metaTitle: "O nama – Demo Shop",
      metaDescription:
        "Upoznajte mali zagrebački tim koji stoji iza Demo Shopa i vrijednosti kojima se vodimo pri odabiru, pakiranju i dostavi svakog proizvoda.",
      components: [
        hero("hero-1", {
          title: "Mali tim, pažljivo odabrane stvari",
          subtitle:
            "Demo Shop su 2019. u Zagrebu osnovala tri prijatelja koja su željela da kupnja na internetu ponovno bude osobna.",
          mediaId: media.card3,
          align: "left",
        }),
        richText(
          "richtext-1",
          `<h2>Naša priča</h2>
<p>Ono što je počelo kao vikend-štand s ručno odabranim kuhinjskim priborom preraslo je u internetsku trgovinu kojoj vjeruju tisuće kupaca diljem Europe. I dalje radimo na isti način: svaki proizvod sami isprobamo, razgovaramo s ljudima koji ga izrađuju i prodajemo samo ono što bismo i sami rado koristili kod kuće.</p>
<h2>Do čega nam je stalo</h2>
<p>Radije nudimo manje, ali boljih proizvoda nego beskrajan izbor. Pakiramo u reciklirane materijale, surađujemo s lokalnim dostavljačima i na svaku poruku odgovaramo osobno — bez botova i unaprijed pripremljenih odgovora.</p>`,
        ),
        image("image-1", {
          mediaId: media.wide,
          alt: "Apstraktni tamnoplavi obzor s toplim suncem",
          caption: "Svaki paket ručno pakiramo u našem zagrebačkom studiju.",
        }),
        cardGrid("cards-1", {
          title: "Naše vrijednosti",
          cards: [
            {
              title: "Kvaliteta na prvom mjestu",
              text: "Svaki proizvod isprobamo prije nego što ga stavimo u prodaju.",
              mediaId: media.card1,
            },
            {
              title: "Poštene cijene",
              text: "Poštene cijene tijekom cijele godine, bez lažnih popusta.",
              mediaId: media.card2,
              link: shop(),
            },
            {
              title: "Održivo pakiranje",
              text: "Reciklirane kutije i punjenje bez plastike u svakom paketu.",
              mediaId: media.card3,
            },
            {
              title: "Stvarni ljudi",
              text: "Naš tim osobno odgovara na svako pitanje.",
              mediaId: media.card4,
              link: page("tehnicka-podrska"),
            },
          ],
        }),
      ],
    },
  };

  const comingSoon: DemoPage = {
    en: {
      slug: "coming-soon",
      title: "Coming soon",
      status: "draft",
      excerpt: "A page that is not published yet.",
      metaTitle: "Coming soon – Demo Shop",
      metaDescription: "Something new is on its way to Demo Shop.",
      components: [
        richText(
          "richtext-1",
          "<h2>Something new is on its way</h2><p>This page is a draft: visitors must not see it until it is published.</p>",
        ),
      ],
    },
  };

  return [home, privacy, tryForFree, support, about, comingSoon];
}
