package org.trainprep.core.rejects;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FileYieldTest {

    private static FileYield of(long valid, long invalid) {
        FileYield y = new FileYield();
        // two tasks' shares of one file add up
        y.add(FileYield.line("f", valid / 2, invalid / 2, 1));
        y.add(FileYield.line("f", valid - valid / 2, invalid - invalid / 2, 0));
        return y;
    }

    @Test
    void aFileMostlyInvalidIsTheWrongKindOnceItHasLinesEnoughToTellOrNoneValid() {
        assertThat(of(0, 61).mostlyInvalid(0.05)).containsEntry("f", "0 valid of 61 non-blank lines");
        assertThat(of(7, 9).mostlyInvalid(0.05)).containsKey("f");
        // one JSON array on one line: nothing valid, named whatever its size
        assertThat(of(0, 1).mostlyInvalid(0.05)).containsKey("f");
        // two bad records of three in a small file: the run's budget judges them, as it would in one big file
        assertThat(of(1, 2).mostlyInvalid(0.05)).isEmpty();
        assertThat(of(7, 8).mostlyInvalid(0.05)).isEmpty();
        assertThat(of(60, 40).mostlyInvalid(0.05)).isEmpty();
        // the run's own allowance, when it allows more than a half
        assertThat(of(20, 70).mostlyInvalid(0.8)).isEmpty();
    }
}
