package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.neardup.NearDupSettings;
import org.trainprep.testdata.NearDuplicateGenerator;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The spec (run by the reference runner, which every engine equals: {@code ReviewsEngineContract})
 * on planted near copies: 20,000 base texts, a third followed later by a copy with one or two words
 * changed, a tenth by a variant with 45% of its words changed, a tenth by an exact copy.
 */
class PlantedNearDuplicatesTest {

    @TempDir
    Path tmp;

    @Test
    void atPointEightNearCopiesGoWithTheEarlierKeptAndFarVariantsAndOtherTextsStay() throws Exception {
        Path in = tmp.resolve("planted.json");
        List<NearDuplicateGenerator.Truth> truth = NearDuplicateGenerator.write(in, 20_000, 11);
        NearDupSettings settings = NearDupSettings.derived(0.8, NearDupSettings.DEFAULT_SHINGLE,
                NearDupSettings.DEFAULT_PERMUTATIONS);
        LocalReviewsRunner.Outcome out = new LocalReviewsRunner(new LocalReviewsRunner.Settings(10_000, 100,
                LabelScheme.FIVE_CLASS, null, settings)).run(List.of(in), 3);

        // a change of stop words only leaves the same cleaned text: an exact copy, which exact dedup removes
        Map<Long, String> cleaned = new HashMap<>();
        TextCleaner cleaner = TextCleaner.english();
        long offset = 0;
        for (String line : java.nio.file.Files.readAllLines(in)) {
            cleaned.put(offset, cleaner.clean(new com.fasterxml.jackson.databind.ObjectMapper().readTree(line)
                    .path("reviewText").asText()));
            offset += line.getBytes(java.nio.charset.StandardCharsets.UTF_8).length + 1;
        }
        Map<Long, Long> keptFor = new HashMap<>();
        for (ReferenceNearDuplicates.Removal r : out.removals()) {
            keptFor.put(r.removedOffset(), r.keptOffset());
        }
        long near = 0;
        long nearRemovedForItsBase = 0;
        long far = 0;
        long farRemoved = 0;
        long bases = 0;
        long basesRemoved = 0;
        for (NearDuplicateGenerator.Truth t : truth) {
            switch (t.kind()) {
                case NEAR -> {
                    near++;
                    if (Long.valueOf(t.baseOffset()).equals(keptFor.get(t.offset()))
                            || cleaned.get(t.offset()).equals(cleaned.get(t.baseOffset()))) {
                        nearRemovedForItsBase++;
                    }
                }
                case FAR -> {
                    far++;
                    farRemoved += keptFor.containsKey(t.offset()) ? 1 : 0;
                }
                case BASE -> {
                    bases++;
                    basesRemoved += keptFor.containsKey(t.offset()) ? 1 : 0;
                }
                default -> {
                }
            }
        }
        System.out.printf("planted: near %d, removed for their base %d (%.2f%%); far %d, removed %d; bases %d, removed %d%n",
                near, nearRemovedForItsBase, 100.0 * nearRemovedForItsBase / near, far, farRemoved, bases, basesRemoved);
        assertThat(near).isGreaterThan(6_000);
        assertThat((double) nearRemovedForItsBase / near).as("near copies removed, the base kept").isGreaterThanOrEqualTo(0.95);
        assertThat((double) farRemoved / far).as("far variants removed").isLessThanOrEqualTo(0.01);
        assertThat((double) basesRemoved / bases).as("other texts removed").isLessThanOrEqualTo(0.005);
    }
}
