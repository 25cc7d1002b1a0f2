package org.trainprep.core.census;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CensusCsvHeaderTest {

    /** The names as the schema gives them: UTF-8 (a non-ASCII one became '?'), quoted where RFC 4180 needs it. */
    @Test
    void theHeaderNamesEachColumnAsTheSchemaDoesInUtf8AndQuotesWhatCsvMust() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CensusCsv.writeHeader(List.of("s\u00e9x", "a,b", "c\"d", "e", "f", "g"), "empl\u00f6yed", out);
        assertThat(out.toString(StandardCharsets.UTF_8))
                .isEqualTo("s\u00e9x,\"a,b\",\"c\"\"d\",e,f,empl\u00f6yed,g,split,row\n");
    }
}
