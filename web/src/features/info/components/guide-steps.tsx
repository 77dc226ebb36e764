import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { GuideStep } from '../lib/translated-lists.ts';
import { CommandText } from './command-text.tsx';

type GuideStepsProps = { title: string; steps: GuideStep[] };

/** A how-to as a vertical stepper with every step open: it is read, not clicked through. */
export function GuideSteps({ title, steps }: GuideStepsProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stepper orientation="vertical" nonLinear component="ol" sx={{ p: 0, m: 0 }}>
        {steps.map((step) => (
          <Step key={step.title} active expanded component="li">
            <StepLabel>
              <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                {step.title}
              </Typography>
            </StepLabel>
            <StepContent>
              <Typography variant="body1">{step.text}</Typography>
              {step.command && (
                <Box sx={{ mt: 1 }}>
                  <CommandText>{step.command}</CommandText>
                </Box>
              )}
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}
