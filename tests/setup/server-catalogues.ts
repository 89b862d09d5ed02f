// The server's catalogues, for the files that test shared code without building the app.
import '@/server/i18n/catalogues';
