package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.h5.DataChecksum;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.reviews.ReviewsFileType;
import org.trainprep.merge.HadoopStores;
import org.trainprep.merge.IncompatiblePartsException;
import org.trainprep.merge.MergeJob;
import org.trainprep.testdata.Fixtures;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every part names its run and its place among the run's parts, and records the CRC-32C of its
 * rows; a merge refuses a folder with a part missing, a part twice, a part of another run, or a
 * file that is no part (an earlier merged file) among them, naming the file.
 */
class PartIdentityTest {

    @TempDir
    Path tmp;

    private final Configuration conf = PipelineRuns.localConf();

    private Path parts(String name, int reducers) throws Exception {
        Path out = tmp.resolve(name);
        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("in"))
                .toString(), "--output", out.toString(), "--reducers", Integer.toString(reducers), "--no-combine");
        assertThat(run.exit()).as(run.err()).isZero();
        return out.resolve("parts");
    }

    private MergeJob.Published merge(Path parts, Path out) throws Exception {
        try (HadoopStores stores = new HadoopStores(conf)) {
            return new MergeJob(stores, org.trainprep.core.progress.ProgressLog.silent()).run(new MergeJob.Request(
                    ReviewsFileType.INSTANCE, parts.toString(), out.toString(), null, 0, true));
        }
    }

    @Test
    void everyPartNamesItsRunAndPlaceAndItsRowsChecksum() throws Exception {
        Path parts = parts("a", 3);
        String run = null;
        for (int i = 0; i < 3; i++) {
            try (TrainerFileReader r = TrainerFileReader.open(parts.resolve(String.format("part-%05d.h5", i)))) {
                PartIdentity id = PartIdentity.read(r.fileAttributes()).orElseThrow();
                assertThat(id.index()).isEqualTo(i);
                assertThat(id.count()).isEqualTo(3);
                run = run == null ? id.runId() : run;
                assertThat(id.runId()).isEqualTo(run).startsWith("reviews-");
                TrainerFileReader.Shard s = r.shards().get(0);
                DataChecksum c = DataChecksum.read(r.fileAttributes(), s.rows(), (int) s.rowBytes()).orElseThrow();
                java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
                r.copyRows(s, 0, s.rows(), new org.trainprep.core.h5.ConsumerChannel(crc::update));
                assertThat(c.crc32c()).isEqualTo((int) crc.getValue());
            }
        }
        assertThat(merge(parts, tmp.resolve("merged")).result().numRows()).isEqualTo(1512);
    }

    @Test
    void emptyPartitionsStillWriteTheirPartSoTheSetIsComplete() throws Exception {
        // 40 partitions of the 2,000-line sample's distinct texts: with a tiny golden input some are empty
        Path out = tmp.resolve("sparse");
        PipelineRuns.Run run = PipelineRuns.tool(conf, "--input", Fixtures.copy(Fixtures.GOLDEN_REVIEWS, tmp.resolve("g"))
                .toString(), "--output", out.toString(), "--reducers", "40", "--no-combine");
        assertThat(run.exit()).as(run.err()).isZero();
        try (var names = Files.list(out.resolve("parts"))) {
            assertThat(names.filter(p -> p.getFileName().toString().endsWith(".h5"))).hasSize(40);
        }
        long empty = 0;
        for (int i = 0; i < 40; i++) {
            try (TrainerFileReader r = TrainerFileReader.open(out.resolve("parts").resolve(String.format("part-%05d.h5", i)))) {
                empty += r.totalRows() == 0 ? 1 : 0;
            }
        }
        assertThat(empty).as("the fixture leaves some partitions empty").isPositive();
        MergeJob.Published merged = merge(out.resolve("parts"), tmp.resolve("sparse-merged"));
        assertThat(merged.result().parts()).hasSize(40);
    }

    @Test
    void aMissingPartIsRefusedNamingIt() throws Exception {
        Path parts = parts("a", 3);
        Files.delete(parts.resolve("part-00001.h5"));
        assertThatThrownBy(() -> merge(parts, tmp.resolve("m"))).isInstanceOf(IncompatiblePartsException.class)
                .hasMessageContaining("wrote 3 parts but part 1 of them is not in the folder (2 found)");
        assertThat(tmp.resolve("m").resolve("combined_result_5class.h5")).doesNotExist();
    }

    @Test
    void aPartCopiedUnderAnotherNameIsRefusedNamingBoth() throws Exception {
        Path parts = parts("a", 3);
        Files.copy(parts.resolve("part-00002.h5"), parts.resolve("part-00002 (copy).h5"));
        assertThatThrownBy(() -> merge(parts, tmp.resolve("m"))).isInstanceOf(IncompatiblePartsException.class)
                .hasMessageContaining("part-00002 (copy).h5").hasMessageContaining("part-00002.h5")
                .hasMessageContaining("are both part 2 of run reviews-");
    }

    @Test
    void aPartOfAnotherRunIsRefusedNamingItAndItsRun() throws Exception {
        Path a = parts("a", 3);
        Path b = parts("b", 3);
        Files.copy(b.resolve("part-00001.h5"), a.resolve("part-00001.h5"), StandardCopyOption.REPLACE_EXISTING);
        assertThatThrownBy(() -> merge(a, tmp.resolve("m"))).isInstanceOf(IncompatiblePartsException.class)
                .hasMessageContaining("the parts come from 2 runs: part-00001.h5 (run reviews-")
                .hasMessageContaining("combine one run's parts");
    }

    @Test
    void anEarlierMergedFileInThePartsFolderIsNotTakenForAPart() throws Exception {
        Path parts = parts("a", 3);
        merge(parts, tmp.resolve("m"));
        Files.copy(tmp.resolve("m").resolve("combined_result_5class.h5"), parts.resolve("combined_result_5class.h5"));
        assertThatThrownBy(() -> merge(parts, tmp.resolve("m2"))).isInstanceOf(IncompatiblePartsException.class)
                .hasMessageContaining("combined_result_5class.h5 in the parts folder is not a part of run reviews-");
    }
}
