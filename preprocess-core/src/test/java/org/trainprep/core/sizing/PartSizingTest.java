package org.trainprep.core.sizing;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PartSizingTest {

    static final long GIB = 1L << 30;
    static final long ROW = 101 * 4;

    @Test
    void theFullDumpGetsPartsOfAboutOneGigabyte() {
        // 92 GB, 142.8 M lines (644 bytes a line), 80% of them distinct rows
        PartSizing.Plan p = PartSizing.withTarget(GIB).plan(92_000_000_000L, 644.3, 0.8, ROW, 16);
        assertThat(p.estimatedRows()).isBetween(114_000_000L, 115_000_000L);
        assertThat(p.reducers()).isEqualTo(43);
        assertThat(p.estimatedBytes() / p.reducers()).isBetween(GIB * 9 / 10, GIB);
        assertThat(p.reason()).contains("43.0 GiB of rows / 1.0 GiB target a part");
    }

    @Test
    void aSmallInputStillUsesTheClusterDownToSixtyFourMegabyteParts() {
        PartSizing sizing = PartSizing.withTarget(GIB);
        // 1 GB of rows: one part by size, but 16 slots and 64 MiB parts allow 15
        PartSizing.Plan p = sizing.plan(1_000_000_000L, 400, 1.0, 400, 16);
        assertThat(p.reducers()).isEqualTo(15);
        assertThat(p.reason()).contains("raised to use 15 of 16 reduce slots");
        // the README sample: one part, whatever the cores
        assertThat(sizing.plan(750_000, 374, 0.76, ROW, 2).reducers()).isEqualTo(1);
        // no capacity known: size alone
        assertThat(sizing.plan(1_000_000_000L, 400, 1.0, 400, 0).reducers()).isEqualTo(1);
    }

    @Test
    void anEmptyOrOddSampleFallsBackToOneRowPerLine() {
        PartSizing sizing = PartSizing.withTarget(GIB);
        assertThat(sizing.plan(10_000_000_000L, 400, 0, 400, 0).reducers()).isEqualTo(10);
        assertThat(sizing.plan(10_000_000_000L, 400, Double.NaN, 400, 0).reducers()).isEqualTo(10);
        assertThat(sizing.plan(0, 400, 1, 400, 4).reducers()).isEqualTo(1);
        assertThatThrownBy(() -> PartSizing.withTarget(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void humanSizesUseBinaryUnits() {
        assertThat(PartSizing.human(512)).isEqualTo("512 B");
        assertThat(PartSizing.human(GIB)).isEqualTo("1.0 GiB");
        assertThat(PartSizing.human(1536L << 20)).isEqualTo("1.5 GiB");
    }
}
