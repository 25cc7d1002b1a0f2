package org.trainprep.core.dataset;

import com.fasterxml.jackson.databind.JsonNode;

import org.trainprep.core.h5.ConsumerChannel;
import org.trainprep.core.h5.MatrixScan;
import org.trainprep.core.h5.MergedChecksums;
import org.trainprep.core.h5.TrainerFileAttributes;
import org.trainprep.core.h5.TrainerFileReader;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
        if (name.isEmpty() || name.contains("/") || name.contains("\\") || name.startsWith(".")) {
            result.problem("manifest: its file '" + name + "' is not a file of the output's own (edited?)");
            return;
        }
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
            List<String> statedNames = new ArrayList<>();
            m.path("shards").forEach(s -> statedNames.add(s.path("name").asText()));
            List<String> names = r.shards().stream().map(TrainerFileReader.Shard::name).toList();
            if (found.equals(stated) && !names.equals(statedNames)) {
                result.problem("manifest: its shard names " + statedNames + " are not the " + names + " of " + uri);
            }
            long attribute = r.fileAttributes().get("num_rows") instanceof Number n ? n.longValue() : -1;
            if (r.totalRows() != m.path("num_rows").asLong() || attribute != r.totalRows()) {
                result.problem("rows: " + uri + " holds " + r.totalRows() + " rows, its num_rows attribute says "
                        + attribute + " and the manifest " + m.path("num_rows").asLong());
            }
            agrees(m, r, uri, result);
            TrainerFileReader.Shard last = r.shards().get(r.shards().size() - 1);
            if (last.rows() > 0) {
                r.copyRows(last, last.rows() - 1, 1, new ConsumerChannel(b -> b.position(b.limit())));
            }
            if (!quick && !r.shards().isEmpty()) {
                scan(uri, r, m, rule, result);
            }
            result.summary(name + ", " + r.totalRows() + " rows in " + r.shards().size() + " shard(s), " + size + " bytes");
        } catch (IOException e) {
            result.problem("unreadable: " + e.getMessage());
        }
    }

    /**
     * A list the file stores as one newline-joined attribute ({@code source}) against the manifest's
     * array: the same items joined, or the run's full list shortened as the file's header bounds it.
     */
    private static void listAgrees(String key, JsonNode stated, String stored, String uri, Verification result) {
        List<String> items = new ArrayList<>();
        stated.forEach(v -> items.add(v.asText()));
        if (!stored.equals(String.join("\n", items)) && !stored.equals(TrainerFileAttributes.sourceAttribute(items))) {
            List<String> lines = List.of(stored.split("\n", -1));
            result.problem("manifest: its " + key + " (" + items.size() + " item(s): " + clipped(items) + ") is not the "
                    + key + " attribute of " + uri + " (" + lines.size() + " line(s): " + clipped(lines) + ")");
        }
    }

    /** The first item and the last, so a line stays a line whatever the list's length. */
    private static String clipped(List<String> items) {
        String first = items.isEmpty() ? "" : items.get(0);
        return items.size() < 2 ? first : items.size() == 2 ? first + ", " + items.get(1)
                : first + ", ..., " + items.get(items.size() - 1);
    }

    /**
     * The manifest's statements about the file against the file: its copies of the file's attributes
     * ({@code n_vocab}, {@code seq_len}, {@code pad_id}, {@code vocab_sha256}, ...), the rows' width
     * and element type, and how many rows the trainers' loader reads ({@code k * min(rows) - 1}).
     */
    private static void agrees(JsonNode m, TrainerFileReader r, String uri, Verification result) {
        for (Map.Entry<String, Object> a : r.fileAttributes().values().entrySet()) {
            JsonNode stated = m.get(a.getKey());
            if (stated != null && stated.isArray() && a.getValue() instanceof String stored) {
                listAgrees(a.getKey(), stated, stored, uri, result);
                continue;
            }
            if (stated == null || stated.isContainerNode() || a.getKey().equals("num_rows")) {
                continue;
            }
            boolean same = a.getValue() instanceof Number n ? stated.isNumber() && stated.decimalValue()
                    .compareTo(new java.math.BigDecimal(n.toString())) == 0 : stated.asText().equals(String.valueOf(a.getValue()));
            if (!same) {
                result.problem("manifest: its " + a.getKey() + " " + stated + " is not the " + a.getValue() + " of " + uri);
            }
        }
        if (r.shards().isEmpty()) {
            return;
        }
        TrainerFileReader.Shard first = r.shards().get(0);
        if (m.has("row_width") && m.get("row_width").asLong() != first.columns()) {
            result.problem("manifest: its row_width " + m.get("row_width") + " is not the " + first.columns() + " of " + uri);
        }
        if (m.has("dtype") && !m.get("dtype").asText().equals(first.type().id())) {
            result.problem("manifest: its dtype " + m.get("dtype") + " is not the " + first.type().id() + " of " + uri);
        }
        long loader = (long) r.shards().size() * r.shards().stream().mapToLong(TrainerFileReader.Shard::rows).min()
                .orElse(0) - 1;
        if (m.has("loader_items") && (m.get("loader_items").asLong() != Math.max(0, loader)
                || m.path("rows_unread_by_loader").asLong(-1) != r.totalRows() - Math.max(0, loader))) {
            result.problem("manifest: its loader_items " + m.get("loader_items") + " and rows_unread_by_loader "
                    + m.path("rows_unread_by_loader") + " are not what the loader reads of " + uri + " ("
                    + Math.max(0, loader) + " and " + (r.totalRows() - Math.max(0, loader)) + ")");
        }
    }

    private static void scan(String uri, TrainerFileReader r, JsonNode m, MatrixScan.RowRule rule, Verification result)
            throws IOException {
        int rowBytes = (int) r.shards().get(0).rowBytes();
        MergedChecksums sums;
        try {
            sums = MergedChecksums.fromManifest(m.path("checksums"), rowBytes).orElse(null);
        } catch (IllegalArgumentException e) {
            result.problem("manifest: its checksums cannot be read (" + e.getMessage() + "; edited?), so the rows'"
                    + " checksums are not checked");
            sums = null;
        }
        if (sums != null) {
            sums.inconsistency(r.totalRows()).ifPresent(p -> result.problem("manifest: checksums: " + p));
        }
        long t = System.nanoTime();
        java.util.List<String> found = new java.util.ArrayList<>();
        MatrixScan scan = new MatrixScan(r, rule, sums, found);
        scan.run();
        for (String p : found) {
            // "checksum: shard 0 row 658 ..." names the file it is in, as every other line does
            int colon = p.indexOf(": ");
            result.problem(colon < 0 ? uri + ": " + p : p.substring(0, colon + 2) + uri + " " + p.substring(colon + 2));
        }
        double seconds = Math.max(1e-9, (System.nanoTime() - t) / 1e9);
        result.mode(String.format(Locale.ROOT, "full: %,d rows read, %s, %.1f s at %.0f MB/s", scan.rows(),
                sums == null ? "value ranges (no checksums in this manifest: written before they were recorded)"
                        : "CRC-32C and value ranges", seconds, scan.bytes() / seconds / 1e6));
    }
}
