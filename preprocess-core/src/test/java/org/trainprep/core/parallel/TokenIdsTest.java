package org.trainprep.core.parallel;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class TokenIdsTest {

    /** Python 3's str.isspace() over the BMP (printed by /usr/bin/python3), which the GNMT loader's split() uses. */
    private static final Set<Integer> PYTHON_SPACE = Set.of(0x9, 0xa, 0xb, 0xc, 0xd, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85,
            0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028,
            0x2029, 0x202f, 0x205f, 0x3000);

    @Test
    void aLineIsSplitAsTheLoadersStrSplitSplitsIt() {
        for (int c = 0; c < 0x10000; c++) {
            assertThat(TokenIds.pythonSpace((char) c)).as("U+%04X", c).isEqualTo(PYTHON_SPACE.contains(c));
        }
        TokenIds ids = TokenIds.of("m@@\n@@\nn\no\n");
        List<Integer> got = new ArrayList<>();
        // a --tokenized line keeps \x1c inside a token; "m@@ \x1c@@ n o".split() is ['m@@', '@@', 'n', 'o']
        assertThat(ids.sentence(" m@@ \u001c@@ n\to ", got::add)).isEqualTo(6);
        assertThat(got).containsExactly(TokenIds.BOS, 4, 5, 6, 7, TokenIds.EOS);
    }
}
