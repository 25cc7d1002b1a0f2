package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;
import org.trainprep.core.vocab.Vocabulary;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ReviewTallyTest {

    @Test
    void tokensBeforeTheCutTheCutAndUnknownWordsAmongTheKept() {
        Vocabulary v = Vocabulary.fromRanked(List.of(new org.trainprep.core.vocab.WordCount("good", 2)));
        SequenceEncoder e = new SequenceEncoder(v, 3, LabelScheme.FIVE_CLASS);
        int[] row = new int[4];
        ReviewTally t = new ReviewTally(3);
        t.encoded(e.encode("good odd good bad worse", 5, row), e.unknownInLastRow());
        t.encoded(e.encode("good", 4, row), e.unknownInLastRow());
        ReviewTally.Sums s = new ReviewTally.Sums(t.counts());
        assertThat(s.tokens()).isEqualTo(6);
        assertThat(s.tokensKept()).isEqualTo(4);
        assertThat(s.rowsCut()).isEqualTo(1);
        assertThat(s.unknownKept()).as("'odd' among the first three").isEqualTo(1);
        assertThat(s.tokenBucket(5)).as("5 tokens, buckets of 1").isEqualTo(1);
        assertThat(s.tokenBucket(1)).isEqualTo(1);
    }

    @Test
    void duplicatesAndDisagreement() {
        ReviewTally t = new ReviewTally();
        t.kept(5);
        t.kept(5);
        t.kept(1);
        t.distinct(RatingHistogram.of(5, 5, 1), 5);
        t.distinct(RatingHistogram.of(3), 3);
        t.distinct(RatingHistogram.of(4, 4), 4);
        ReviewTally.Sums s = new ReviewTally.Sums(t.counts());
        assertThat(s.ratingBefore(5)).isEqualTo(2);
        assertThat(s.ratingAfter(5)).isEqualTo(1);
        assertThat(s.duplicateGroups()).isEqualTo(2);
        assertThat(s.disagreeingGroups()).isEqualTo(1);
        assertThat(s.copiesOffMode()).isEqualTo(1);
        assertThat(t.counts()).doesNotContainKey("rows_cut").containsEntry("rating_before_1", 1L);
        assertThat(ReviewTally.bucketWidth(100)).isEqualTo(10);
        assertThat(ReviewTally.bucketWidth(5)).isEqualTo(1);
        assertThat(Map.copyOf(t.counts())).isNotEmpty();
    }
}
