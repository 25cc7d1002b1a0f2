package org.trainprep.core.util;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ShellWordsTest {

    /** What bash reads back as the same single word, checked by bash itself. */
    @Test
    void aWordTheShellWouldSplitOrExpandIsQuotedAndReadsBackWhole() throws Exception {
        assertThat(ShellWords.quote("s3://lake/raw/x=1,y+2%20@a")).isEqualTo("s3://lake/raw/x=1,y+2%20@a");
        assertThat(ShellWords.quote("")).isEqualTo("''");
        for (String word : List.of("/tmp/out dir/f.h5", "a$HOME", "it's", "x\"y", "tab\there", "*", "a;b", "\u00e9t\u00e9",
                "new\nline", "'")) {
            Process p = new ProcessBuilder("bash", "-c", "printf %s " + ShellWords.quote(word)).start();
            String back = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertThat(p.waitFor()).isZero();
            assertThat(back).as(word).isEqualTo(word);
        }
    }
}
