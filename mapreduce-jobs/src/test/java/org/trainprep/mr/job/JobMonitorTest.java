package org.trainprep.mr.job;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The map share a progress line shows, with thousands of input files. */
class JobMonitorTest {

    @Test
    void theMapShareFollowsTheBytesReadAndNeverSwingsBackOrJumpsToAHundred() {
        JobMonitor.MapShare share = new JobMonitor.MapShare(1000);
        // Hadoop's own figure reads 100% between batches of tasks, then falls back to the real share
        assertThat(share.next(0.10f, 100, false)).isEqualTo(0.10f);
        assertThat(share.next(1.00f, 200, false)).isEqualTo(0.20f);
        assertThat(share.next(0.15f, 250, false)).as("never back").isEqualTo(0.20f);
        assertThat(share.next(1.00f, 1000, false)).as("not 100% before the maps are done").isEqualTo(0.99f);
        assertThat(share.next(1.00f, 1000, true)).isEqualTo(1.00f);
    }

    @Test
    void withoutTheInputSizeTheReportedShareIsShownButNeverGoesBack() {
        JobMonitor.MapShare share = new JobMonitor.MapShare(0);
        assertThat(share.next(0.5f, 0, false)).isEqualTo(0.5f);
        assertThat(share.next(0.3f, 0, false)).isEqualTo(0.5f);
    }
}
