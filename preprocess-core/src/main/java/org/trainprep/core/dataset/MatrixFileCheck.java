package org.trainprep.core.dataset;

import com.fasterxml.jackson.databind.JsonNode;

import org.trainprep.core.h5.ConsumerChannel;
import org.trainprep.core.h5.MatrixScan;
import org.trainprep.core.h5.MergedChecksums;
import org.trainprep.core.h5.TrainerFileReader;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code verify} for a file of the shared matrix layer (shards {@code "0".."k-1"} of one width):
 * the manifest's size, shards and rows, the {@code num_rows} attribute, the last row readable;
 * unless quick, every row read once against the type's {@link MatrixScan.RowRule} and the
 * manifest's CRC-32C. Only headers and the last row are read when quick, so it is cheap on a
 * 50 GB file.
 */
public final class MatrixFileCheck {

    private MatrixFileCheck() {
    }

    /** Checks the manifest's {@code file}; the rule for its rows is built from the manifest. */
    public static void check(PublishedFiles files, JsonNode m, boolean quick, MatrixScan.RowRule rule,
                             Verification result) throws IOException {
        String name = m.path("file").asText();
        String uri = files.uri(name);
        if (!files.exists(name)) {
            result.problem("missing: " + uri + " named by the manifest");
            return;
        }
        long size = files.size(name);
        if (m.has("bytes") && size != m.get("bytes").asLong()) {
            result.problem("size: " + uri + " has " + size + " bytes, the manifest says " + m.get("bytes").asLong());
            return;
        }
        try (TrainerFileReader r = TrainerFileReader.open(files.open(name))) {
            List<Long> stated = new ArrayList<>();
            m.path("shards").forEach(s -> stated.add(s.path("rows").asLong()));
            List<Long> found = r.shards().stream().map(TrainerFileReader.Shard::rows).toList();
            if (!found.equals(stated)) {
                result.problem("rows: " + uri + " holds shards of " + found + " rows, the manifest says " + stated);
            }
            long attribute = r.fileAttributes().get("num_rows") instanceof Number n ? n.longValue() : -1;
            if (r.totalRows() != m.path("num_rows").asLong() || attribute != r.totalRows()) {
                result.problem("rows: " + uri + " holds " + r.totalRows() + " rows, its num_rows attribute says "
                        + attribute + " and the manifest " + m.path("num_rows").asLong());
            }
            TrainerFileReader.Shard last = r.shards().get(r.shards().size() - 1);
            if (last.rows() > 0) {
                r.copyRows(last, last.rows() - 1, 1, new ConsumerChannel(b -> b.position(b.limit())));
            }
            if (!quick && !r.shards().isEmpty()) {
                scan(r, m, rule, result);
            }
            result.summary(name + ", " + r.totalRows() + " rows in " + r.shards().size() + " shard(s), " + size + " bytes");
        } catch (IOException e) {
            result.problem("unreadable: " + e.getMessage());
        }
    }

    private static void scan(TrainerFileReader r, JsonNode m, MatrixScan.RowRule rule, Verification result)
            throws IOException {
        int rowBytes = (int) r.shards().get(0).rowBytes();
        MergedChecksums sums = MergedChecksums.fromManifest(m.path("checksums"), rowBytes).orElse(null);
        long t = System.nanoTime();
        MatrixScan scan = new MatrixScan(r, rule, sums, result.problems());
        scan.run();
        double seconds = Math.max(1e-9, (System.nanoTime() - t) / 1e9);
        result.mode(String.format(Locale.ROOT, "full: %,d rows read, %s, %.1f s at %.0f MB/s", scan.rows(),
                sums == null ? "value ranges (no checksums in this manifest: written before they were recorded)"
                        : "CRC-32C and value ranges", seconds, scan.bytes() / seconds / 1e6));
    }
}
