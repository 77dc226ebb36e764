import { alpha, createTheme } from '@mui/material/styles';

const serif = 'Georgia, "Times New Roman", Times, "Liberation Serif", serif';
const sans = '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

const burgundy = '#6b1e2a';
const leather = '#7a5230';
const ink = '#2b2118';
const paper = '#f6efe2';
const gilt = '#f0d59a';
const focusRing = { outline: `3px solid ${alpha(burgundy, 0.6)}`, outlineOffset: 2 };

/** An antiquarian look from system fonts only: no webfont downloads. */
export const theme = createTheme({
  palette: {
    primary: { main: burgundy, light: '#8e3a46', dark: '#4a121b', contrastText: '#fdf8ee' },
    secondary: { main: leather, light: '#9a7350', dark: '#553820', contrastText: '#fdf8ee' },
    // MUI's own warning and info tones carry white text at 3.1:1 and 3.9:1; these darker ones pass AA (4.5:1)
    // as chip backgrounds and as text on paper (the guide's and the alerts' status chips, outlined buttons).
    warning: { main: '#a84e00' },
    info: { main: '#0277bd' },
    background: { default: paper, paper: '#fffcf5' },
    text: { primary: ink, secondary: '#5c4d3f' },
    divider: alpha(ink, 0.14),
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: sans,
    h1: { fontFamily: serif, fontWeight: 700, fontSize: '2.25rem', lineHeight: 1.2 },
    h2: { fontFamily: serif, fontWeight: 700, fontSize: '1.875rem', lineHeight: 1.25 },
    h3: { fontFamily: serif, fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.3 },
    h4: { fontFamily: serif, fontWeight: 700, fontSize: '1.3rem' },
    h5: { fontFamily: serif, fontWeight: 700, fontSize: '1.15rem' },
    h6: { fontFamily: serif, fontWeight: 700, fontSize: '1.05rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { minHeight: '100vh' },
        // Keyboard users must always see where they are; MUI's ripple alone is too faint on paper.
        ':focus-visible': focusRing,
        // The photo viewer (yet-another-react-lightbox) is near-black: the burgundy ring would not show there.
        '.yarl__root :focus-visible': { outlineColor: gilt },
        a: { color: burgundy },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'primary' },
      styleOverrides: {
        root: {
          borderBottom: `3px solid ${leather}`,
          // The page's burgundy focus ring would vanish on the burgundy bar.
          '& :focus-visible, & .MuiButtonBase-root.Mui-focusVisible': {
            outlineColor: gilt,
          },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiPaper: {
      styleOverrides: { outlined: { borderColor: alpha(ink, 0.14) } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
  },
});
