package org.trainprep.mr;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapreduce.MRJobConfig;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Local mode's tasks share one heap: their buffers are sized so that together they fit in it. */
class JobSetupTest {

    private static final long MB = 1L << 20;

    private static Configuration local(int cores) {
        Configuration conf = new Configuration(false);
        conf.setInt("mapreduce.local.map.tasks.maximum", cores);
        conf.setInt("mapreduce.local.reduce.tasks.maximum", cores);
        return conf;
    }

    @Test
    void twoCoresKeepHadoopsSortBufferAndShareAThirdOfTheHeapForShuffles() {
        Configuration conf = local(2);
        JobSetup.shareLocalHeap(conf, 768 * MB);
        assertThat(conf.getInt(MRJobConfig.IO_SORT_MB, 0)).isEqualTo(100);
        assertThat(conf.getLong(MRJobConfig.REDUCE_MEMORY_TOTAL_BYTES, 0)).isEqualTo(128 * MB);
    }

    @Test
    void manyCoresShrinkEveryTasksShareSoAllTasksAtOnceFitTheHeap() {
        Configuration conf = local(16);
        long heap = 768 * MB;
        JobSetup.shareLocalHeap(conf, heap);
        long sortBuffers = 16 * conf.getInt(MRJobConfig.IO_SORT_MB, 0) * MB;
        long shuffles = 16 * conf.getLong(MRJobConfig.REDUCE_MEMORY_TOTAL_BYTES, 0);
        assertThat(sortBuffers).isLessThanOrEqualTo(heap / 3);
        assertThat(shuffles).isLessThanOrEqualTo(heap / 3);
    }

    @Test
    void settingsTheUserGaveWin() {
        Configuration conf = local(16);
        conf.set(MRJobConfig.IO_SORT_MB, "200");
        JobSetup.shareLocalHeap(conf, 768 * MB);
        assertThat(conf.getInt(MRJobConfig.IO_SORT_MB, 0)).isEqualTo(200);
    }
}
