// one sr-only style for both apps, written in src/ (on the back office's allowed list)
export { srOnly } from '@/src/components/ui/sr-only';
