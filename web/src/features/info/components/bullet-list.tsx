import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function BulletList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ my: 0, pl: 3 }}>
      {items.map((item) => (
        <Typography key={item} component="li" variant="body1" sx={{ mb: 0.75 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
