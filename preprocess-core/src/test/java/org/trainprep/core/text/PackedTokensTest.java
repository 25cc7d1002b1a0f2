package org.trainprep.core.text;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link PackedTokens.Set} against a {@code HashSet} of the words: every member found, no other token. */
class PackedTokensTest {

    @Test
    void aSetFindsItsMembersAndNoOtherTokenWhateverItsSize() {
        Random random = new Random(11);
        // the English stop-word list's size, then sets too large for a slot each within 16 bits
        for (int size : new int[]{0, 1, 180, 2_000, 40_000}) {
            List<String> words = new ArrayList<>();
            Set<String> want = new HashSet<>();
            while (want.size() < size) {
                String w = word(random);
                if (want.add(w)) {
                    words.add(w);
                }
            }
            words.add("a-word-with-other-chars");
            words.add("thirteenchars");
            PackedTokens.Set set = new PackedTokens.Set(words);
            for (String w : want) {
                assertThat(set.contains(PackedTokens.pack(w))).as("member %s of %d", w, size).isTrue();
            }
            for (int i = 0; i < 50_000; i++) {
                String w = word(random);
                assertThat(set.contains(PackedTokens.pack(w))).as("%s in a set of %d", w, size).isEqualTo(want.contains(w));
            }
            assertThat(set.contains(0L)).isFalse();
        }
    }

    private static String word(Random random) {
        char[] c = new char[1 + random.nextInt(random.nextBoolean() ? 4 : PackedTokens.MAX_LENGTH)];
        for (int i = 0; i < c.length; i++) {
            c[i] = random.nextInt(30) == 0 ? '\'' : (char) ('a' + random.nextInt(random.nextBoolean() ? 4 : 26));
        }
        return new String(c);
    }
}
