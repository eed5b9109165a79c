/**
 * Demo accounts and newsletter lists of the two demo sites (issue 5). The passwords are public
 * (README, and printed by `npm start` with NODE_ENV=development): these are demo sites, and the
 * accounts exist so that anyone can try the customer area and the admin entry at once. A real
 * site gets no default account (docs/decisions/018). Names and numbers are fictional; phone
 * numbers are in the range ARCEP keeps for fiction (06 39 98 …).
 */

export interface DemoAccount {
  siteId: number;
  role: "SUPER_ADMIN" | "ADMIN" | "CUSTOMER";
  email: string;
  password: string;
  /**
   * scrypt hash of `password`, computed once (src/server/modules/account/password.ts): seeding then
   * costs no hashing. accounts.test.ts checks that each hash matches its password.
   */
  passwordHash: string;
  firstname: string;
  lastname: string;
  phone: string;
  birthdate: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    siteId: 1,
    role: "SUPER_ADMIN",
    email: "superadmin@conseil.vinisite.fr",
    password: "Conseil-direction-2025",
    passwordHash: "scrypt$16384$8$5$plgYEstfy9eR1gd1OAsHBg$7Xa5OKiMd5WE679bWeBN4ALZW_gv9aazYLZmaP3sdZ8",
    firstname: "Camille",
    lastname: "Verdier",
    phone: "+33639980101",
    birthdate: "1984-05-12",
  },
  {
    siteId: 1,
    role: "ADMIN",
    email: "admin@conseil.vinisite.fr",
    password: "Conseil-gestion-2025",
    passwordHash: "scrypt$16384$8$5$Q6mvlZD09rIN-6ncCJYR9A$ax_KDj8FYL73uAw4VyIn-F3im6-2hj5SeDODBoy2TT8",
    firstname: "Hugo",
    lastname: "Lambert",
    phone: "+33639980102",
    birthdate: "1991-10-03",
  },
  {
    siteId: 1,
    role: "CUSTOMER",
    email: "client@conseil.vinisite.fr",
    password: "Conseil-visiteur-2025",
    passwordHash: "scrypt$16384$8$5$xTWfQltqlZ1JOvaC6-FiGA$nhD9c5XclkODx3y-66giNt1XgQyxgwwhDBEVSi79b48",
    firstname: "Léa",
    lastname: "Martin",
    phone: "+33639980103",
    birthdate: "1996-02-21",
  },
  {
    siteId: 2,
    role: "SUPER_ADMIN",
    email: "superadmin@domaine.vinisite.fr",
    password: "Domaine-direction-2025",
    passwordHash: "scrypt$16384$8$5$LuwC6H_yV0NxTzrFmvvC9g$uzj4ew_vlStXLkM3nRUu2IbAnyZrG4A5m-AUNDs0Pqc",
    firstname: "Hélène",
    lastname: "Rousseau",
    phone: "+33639980201",
    birthdate: "1979-09-30",
  },
  {
    siteId: 2,
    role: "ADMIN",
    email: "admin@domaine.vinisite.fr",
    password: "Domaine-gestion-2025",
    passwordHash: "scrypt$16384$8$5$HZrhij8iWxMz4LHwEMmzXg$V0X_wxTWV5TSlUyiqtQMPiEovl2UIGWW8goVuY63jqo",
    firstname: "Julien",
    lastname: "Moreau",
    phone: "+33639980202",
    birthdate: "1988-04-17",
  },
  {
    siteId: 2,
    role: "CUSTOMER",
    email: "client@domaine.vinisite.fr",
    password: "Domaine-visiteur-2025",
    passwordHash: "scrypt$16384$8$5$udMQ4gfAGSJFebeYuVN7Gg$2CBu7yjP67Zz5KUymVPnq6qDDRD0INiHZWbxIBdcKHY",
    firstname: "Claire",
    lastname: "Dubois",
    phone: "+33639980203",
    birthdate: "1990-07-08",
  },
];

export interface DemoNewsletterList {
  siteId: number;
  name: string;
  description: string;
  isDefault: boolean;
  /** Demo accounts (by e-mail) already subscribed. */
  subscribers: string[];
}

export const demoNewsletterLists: readonly DemoNewsletterList[] = [
  {
    siteId: 1,
    name: "La lettre du conseil",
    description: "Un e-mail par mois : conseils de communication, retours d’expérience et dates à retenir.",
    isDefault: true,
    subscribers: [],
  },
  {
    siteId: 2,
    name: "La lettre du domaine",
    description: "Nouveaux millésimes, vie du vignoble et rendez-vous au caveau, une fois par saison.",
    isDefault: true,
    subscribers: ["client@domaine.vinisite.fr"],
  },
  {
    siteId: 2,
    name: "Portes ouvertes et dégustations",
    description: "Les invitations aux portes ouvertes, aux dégustations et aux visites de cave.",
    isDefault: false,
    subscribers: [],
  },
];
