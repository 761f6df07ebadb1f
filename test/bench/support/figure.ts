/** One benchmark figure, printed beside the baseline measured in the same run. */
export interface Figure {
  name: string;
  value: number;
  baseline: number;
  unit: string;
  target: string;
  met: boolean;
}
