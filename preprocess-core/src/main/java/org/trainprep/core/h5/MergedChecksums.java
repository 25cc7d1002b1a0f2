package org.trainprep.core.h5;

import org.trainprep.core.util.Crc32c;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The merged file's data checksums, derived from the parts' ({@link DataChecksum}) without reading
 * their rows again: each shard's CRC-32C combined from the parts' (only the partial blocks where a
 * shard boundary cuts a part are read: at most two blocks per boundary), and each part's range in
 * the merged data region with its block CRCs, which {@code verify} uses to name a damaged row.
 *
 * @param shards one CRC per shard of the merged file
 * @param parts  each part's place and checksum, in data-region order
 */
public record MergedChecksums(List<Integer> shards, List<Part> parts) {

    public static final String ALGORITHM = "crc32c";

    /** A part's rows {@code [firstRow, firstRow + checksum.rows())} of the merged data region. */
    public record Part(String name, long firstRow, DataChecksum checksum) {
    }

    /**
     * The checksums of a merge of {@code readers} (in merge order) cut by {@code plan}, or empty
     * when some part records none (written before checksums were) or holds more than one dataset.
     */
    public static Optional<MergedChecksums> of(List<TrainerFileReader> readers, ShardPlan plan) throws IOException {
        List<Part> parts = new ArrayList<>();
        long row = 0;
        for (TrainerFileReader r : readers) {
            if (r.shards().size() != 1) {
                return Optional.empty();
            }
            TrainerFileReader.Shard s = r.shards().get(0);
            Optional<DataChecksum> c = DataChecksum.read(r.fileAttributes(), s.rows(), (int) s.rowBytes());
            if (c.isEmpty()) {
                return Optional.empty();
            }
            parts.add(new Part(r.fileName(), row, c.get()));
            row += s.rows();
        }
        List<Integer> shards = new ArrayList<>();
        int p = 0;
        for (int i = 0; i < plan.shards(); i++) {
            long from = plan.start(i);
            long to = from + plan.shardRows().get(i);
            int crc = 0;
            while (p < parts.size() && parts.get(p).firstRow() + parts.get(p).checksum().rows() <= from) {
                p++;
            }
            for (int q = p; q < parts.size() && parts.get(q).firstRow() < to; q++) {
                Part part = parts.get(q);
                long a = Math.max(from, part.firstRow()) - part.firstRow();
                long b = Math.min(to, part.firstRow() + part.checksum().rows()) - part.firstRow();
                if (b <= a) {
                    continue;
                }
                TrainerFileReader reader = readers.get(q);
                int piece = part.checksum().range(a, b, (x, y) -> crcOfRows(reader, x, y));
                crc = Crc32c.combine(crc, piece, (b - a) * part.checksum().rowBytes());
            }
            shards.add(crc);
        }
        return Optional.of(new MergedChecksums(shards, parts));
    }

    private static int crcOfRows(TrainerFileReader r, long from, long to) throws IOException {
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        r.copyRows(r.shards().get(0), from, to - from, new ConsumerChannel(crc::update));
        return (int) crc.getValue();
    }

    /** As the manifest states them. */
    public Map<String, Object> toManifest() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("algorithm", ALGORITHM);
        m.put("shards", shards.stream().map(Crc32c::hex).toList());
        List<Map<String, Object>> ps = new ArrayList<>();
        for (Part part : parts) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", part.name());
            e.put("first_row", part.firstRow());
            e.put("rows", part.checksum().rows());
            e.put("crc32c", Crc32c.hex(part.checksum().crc32c()));
            e.put("block_rows", part.checksum().blockRows());
            e.put("blocks", part.checksum().blocksBase64());
            ps.add(e);
        }
        m.put("parts", ps);
        return m;
    }

    /**
     * Whether the checksums read back from a manifest agree among themselves: one per shard is the
     * scan's business, but each part's CRC must be its blocks' combined and the parts must tile the
     * file's rows, or a part's block CRCs (which name a damaged row) could have been edited unseen.
     */
    public Optional<String> inconsistency(long totalRows) {
        long row = 0;
        for (Part part : parts) {
            DataChecksum c = part.checksum();
            if (part.firstRow() != row) {
                return Optional.of("part " + part.name() + " starts at row " + part.firstRow() + ", not " + row);
            }
            int combined = 0;
            int blocks = c.rows() == 0 ? 0 : c.blockOf(c.rows() - 1) + 1;
            if (c.blocks().length != blocks) {
                return Optional.of("part " + part.name() + " lists " + c.blocks().length + " block CRCs for " + blocks
                        + " blocks");
            }
            for (int b = 0; b < blocks; b++) {
                combined = Crc32c.combine(combined, c.blocks()[b], c.rowsIn(b) * c.rowBytes());
            }
            if (combined != c.crc32c()) {
                return Optional.of("part " + part.name() + "'s crc32c " + Crc32c.hex(c.crc32c()) + " is not its blocks' "
                        + Crc32c.hex(combined) + " (edited?)");
            }
            row += c.rows();
        }
        return row == totalRows || parts.isEmpty() ? Optional.empty()
                : Optional.of("the parts cover " + row + " rows, the file holds " + totalRows);
    }

    /**
     * Read back from a manifest's {@code checksums}, for rows {@code rowBytes} wide; empty when the
     * manifest has none (written before they were recorded).
     *
     * @throws IllegalArgumentException when it has one this cannot read whole: an edited record must
     *                                  not turn the rows' check off (a swapped line moved its algorithm out)
     */
    public static Optional<MergedChecksums> fromManifest(com.fasterxml.jackson.databind.JsonNode c, int rowBytes) {
        if (c.isMissingNode()) {
            return Optional.empty();
        }
        if (!c.isObject() || !ALGORITHM.equals(c.path("algorithm").asText())) {
            throw new IllegalArgumentException("its algorithm is " + (c.isObject() ? c.path("algorithm") : c)
                    + ", not " + ALGORITHM);
        }
        List<Integer> shards = new ArrayList<>();
        for (com.fasterxml.jackson.databind.JsonNode s : required(c, "shards")) {
            shards.add(Crc32c.parseHex(s.asText()));
        }
        List<Part> parts = new ArrayList<>();
        for (com.fasterxml.jackson.databind.JsonNode p : required(c, "parts")) {
            for (String key : new String[] {"name", "first_row", "crc32c", "rows", "block_rows", "blocks"}) {
                required(p, key);
            }
            parts.add(new Part(p.path("name").asText(), p.path("first_row").asLong(), new DataChecksum(
                    Crc32c.parseHex(p.path("crc32c").asText()), p.path("rows").asLong(), rowBytes,
                    p.path("block_rows").asLong(), DataChecksum.blocksFromBase64(p.path("blocks").asText()))));
        }
        return Optional.of(new MergedChecksums(shards, parts));
    }

    private static com.fasterxml.jackson.databind.JsonNode required(com.fasterxml.jackson.databind.JsonNode node, String key) {
        if (!node.has(key) || node.get(key).isNull()) {
            throw new IllegalArgumentException("it has no " + key + " in " + node);
        }
        return node.get(key);
    }
}
