// QAs from ChemLit-QA-multi (Wellawatte et al., github.com/geemi725/ChemLit-QA, snapshot c50a9330),
// used under its MIT licence, reproduced here as it requires:
//
// MIT License
//
// Copyright (c) 2024 LIAC EPFL
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
//
// Only the even rows of chemlit_qa_multi_dataset.csv (the half the near-duplicate thresholds were
// chosen on; the odd half reports them) whose bridge entity ("topic") is shared by another even row
// with a different answer: pairs of different questions about one subject, the hardest case for a
// near-duplicate measure. Fields: the bridge entity, the question and its expert-corrected answer.
//
// The rows are data, kept in chemlitMultiCalibration.json beside this file (the licence above
// covers them). They are imported, not read from disk at start: the bundler inlines them into
// the app and the command-line tool, so no packaged path or read error stands between a run
// and its thresholds, and they are needed only when an embedding model is calibrated.

import rows from "./chemlitMultiCalibration.json" with { type: "json" };

/** One published QA and the subject (ChemLit-QA-multi's bridge entity) it asks about. */
export interface CalibrationQa {
  topic: string;
  question: string;
  answer: string;
}

export const CHEMLIT_MULTI_CALIBRATION: readonly CalibrationQa[] = rows;
