package org.trainprep.combiner.s3;

import org.junit.jupiter.api.Test;
import org.trainprep.core.h5.CombinedFile;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.HeaderFirstFile;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/** The multipart plan obeys S3's part rules and puts every byte of the file in its place. */
class ComposePlanTest {

    static final int WIDTH = 101;
    static final long ROW = WIDTH * 4L;
    static final long MIB = 1L << 20;

    /** A file of parts with these row counts; segment i lives in object "k-i" at offset 4096. */
    static CombinedFile file(long... rows) {
        HeaderFirstFile.Builder layout = HeaderFirstFile.builder().attribute("n", 1).minDataOffset(ComposePlan.MIN_PART);
        long total = 0;
        List<CombinedFile.Segment> segments = new ArrayList<>();
        for (int i = 0; i < rows.length; i++) {
            total += rows[i];
            segments.add(new CombinedFile.Segment(null, 4096, rows[i] * ROW, "segment " + i));
        }
        layout.dataset("0", total, WIDTH, ElementType.INT32);
        return new CombinedFile(layout.build(), segments);
    }

    static S3Location location(CombinedFile f, CombinedFile.Segment s) {
        return new S3Location("b", "k-" + f.segments().indexOf(s));
    }

    /** Checks S3's rules and that the parts, in order, are exactly bytes [0, size) of the file. */
    static long check(CombinedFile f, List<ComposePlan.Part> parts) {
        assertThat(parts.size()).isBetween(1, ComposePlan.MAX_PARTS);
        long[] segmentStart = new long[f.segments().size()];
        long at = f.layout().dataOffset();
        for (int i = 0; i < segmentStart.length; i++) {
            segmentStart[i] = at;
            at += f.segments().get(i).length();
        }
        long offset = 0;
        long uploaded = 0;
        for (int i = 0; i < parts.size(); i++) {
            ComposePlan.Part p = parts.get(i);
            assertThat(p.number()).isEqualTo(i + 1);
            if (i < parts.size() - 1) {
                assertThat(p.length()).as("part " + p.number()).isBetween(ComposePlan.MIN_PART, ComposePlan.MAX_PART);
            }
            if (p instanceof ComposePlan.CopyPart c) {
                int seg = Integer.parseInt(c.source().key().substring(2));
                assertThat(segmentStart[seg] + c.from() - 4096).as("copy part " + p.number()).isEqualTo(offset);
                assertThat(c.from() + c.length()).isLessThanOrEqualTo(4096 + f.segments().get(seg).length());
                offset += c.length();
            } else {
                ComposePlan.UploadPart u = (ComposePlan.UploadPart) p;
                long sum = 0;
                for (ComposePlan.Piece piece : u.pieces()) {
                    if (piece instanceof ComposePlan.HeaderPiece h) {
                        assertThat(h.from()).isEqualTo(offset);
                    } else {
                        ComposePlan.SegmentPiece s = (ComposePlan.SegmentPiece) piece;
                        assertThat(segmentStart[f.segments().indexOf(s.segment())] + s.from()).isEqualTo(offset);
                    }
                    offset += piece.length();
                    sum += piece.length();
                }
                assertThat(sum).isEqualTo(u.length());
                uploaded += u.length();
            }
        }
        assertThat(offset).isEqualTo(f.size());
        return uploaded;
    }

    @Test
    void randomMixesOfSmallAndLargeRangesFollowTheRules() {
        SplittableRandom random = new SplittableRandom(8);
        for (int run = 0; run < 300; run++) {
            int n = 1 + random.nextInt(12);
            long[] rows = new long[n];
            for (int i = 0; i < n; i++) {
                // tiny, just under and over 5 MiB, or tens of MiB
                rows[i] = switch (random.nextInt(4)) {
                    case 0 -> random.nextLong(0, 100);
                    case 1 -> (5 * MIB) / ROW + random.nextLong(-50, 50);
                    case 2 -> random.nextLong(0, 15 * MIB / ROW);
                    default -> random.nextLong(10 * MIB / ROW, 60 * MIB / ROW);
                };
            }
            CombinedFile f = file(rows);
            boolean copy = random.nextBoolean();
            long uploadBytes = (5 + random.nextInt(12)) * MIB;
            check(f, ComposePlan.plan(f, s -> copy && random.nextInt(4) > 0 ? location(f, s) : null, uploadBytes, 12 * MIB));
        }
    }

    @Test
    void theFullDumpGoesUpAsTheHeaderPartAndCopiesOnly() {
        long[] rows = new long[54];
        java.util.Arrays.fill(rows, 2_650_000L); // 54 parts of 1.07 GB: 58 GB of rows
        CombinedFile f = file(rows);
        List<ComposePlan.Part> parts = ComposePlan.plan(f, s -> location(f, s), 16 * MIB, 512 * MIB);
        long uploaded = check(f, parts);
        assertThat(uploaded).isEqualTo(5 * MIB);
        assertThat(parts).hasSize(1 + 54 * 2); // the header, then each 1.07 GB part in two copies
    }

    @Test
    void withoutCopiesEverythingIsStreamedInUploadParts() {
        CombinedFile f = file(100_000, 3, 200_000);
        List<ComposePlan.Part> parts = ComposePlan.plan(f, s -> null, 16 * MIB, 512 * MIB);
        assertThat(check(f, parts)).isEqualTo(f.size());
        assertThat(parts).allMatch(p -> p instanceof ComposePlan.UploadPart);
    }

    @Test
    void tooManyPartsGetBiggerParts() {
        CombinedFile f = file(130_000_000L); // 52.5 GB in 5 MiB parts would be 10,014 parts
        List<ComposePlan.Part> parts = ComposePlan.plan(f, s -> null, 5 * MIB, 512 * MIB);
        check(f, parts);
        assertThat(parts.size()).isLessThanOrEqualTo(ComposePlan.MAX_PARTS / 2 + 1);
    }
}
