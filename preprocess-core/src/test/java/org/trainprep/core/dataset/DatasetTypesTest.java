package org.trainprep.core.dataset;

import org.junit.jupiter.api.Test;
import org.trainprep.core.h5.FileAttributes;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The registry as core registers it: every slice by name and format, parts recognised by their attributes. */
class DatasetTypesTest {

    private final DatasetTypes types = DatasetTypes.installed();

    @Test
    void findsEachRegisteredTypeByNameFormatAndPartAttributes() {
        assertThat(types.names()).contains("census", "parallel", "reviews");
        assertThat(types.ofFormat("trainprep-reviews").map(DatasetType::name)).contains("reviews");
        assertThat(types.ofFormat("trainprep-census").map(DatasetType::name)).contains("census");
        assertThat(types.ofFormat("trainprep-parallel").map(DatasetType::name)).contains("parallel");
        assertThat(types.ofFormat("something-else")).isEmpty();
        FileAttributes parallelPart = FileAttributes.of(Map.of("num_rows", 3L, "src_lang", "en", "tgt_lang", "de",
                "merges", 32000L, "n_vocab", 0L));
        assertThat(types.ofPart(parallelPart).map(t -> t.format())).contains("trainprep-parallel");
        FileAttributes reviewPart = FileAttributes.of(Map.of("vocab_sha256", "ab", "label_scheme", "five-class",
                "seq_len", 100, "n_vocab", 10, "pad_id", 1, "unk_id", 2));
        assertThat(types.ofPart(reviewPart).map(t -> t.format())).contains("trainprep-reviews");
        assertThat(types.ofPart(FileAttributes.of(Map.of("seq_len", 100)))).isEmpty();
    }

    @Test
    void everyTypesClusterOptionsAreOptionsOfItsHelpTable() {
        for (DatasetType t : types.all()) {
            assertThat(t.help().options().stream().map(o -> o.name()).toList())
                    .containsAll(t.clusterRun().map(ClusterRun::options).orElse(List.of()));
            assertThat(t.help().text()).startsWith("usage: " + t.name() + " ");
        }
        // one type takes a cluster plan's --input
        assertThat(types.all().stream().filter(t -> t.clusterRun().map(ClusterRun::main).orElse(false))).hasSize(1);
    }
}
