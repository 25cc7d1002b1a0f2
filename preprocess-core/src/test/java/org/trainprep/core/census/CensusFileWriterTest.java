package org.trainprep.core.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.h5.ElementType;
import org.trainprep.testdata.Fixtures;
import org.trainprep.testdata.Interop;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * census.h5 from the hand-written CaPUMS fixture. Its records (features, then the label):
 * A [1,1,0,0,0,0,1,0,1|1]  B [0,1,0,0,1,1,1,0,1|0]  C [1,1,0,0,0,0,NA,0,1|1]
 * D [1,0,1,0,0,0,1,0,1|NA]  E [0,0,1,0,0,0,1,1,0|0]  F [0,1,0,1,1,0,NA,0,1|1]
 * uscitizen (feature 6) is 1 wherever present, so its mode and mean are both 1.
 */
class CensusFileWriterTest {

    @TempDir
    Path tmp;

    private final CensusSchema schema = CensusSchema.caPums5full();

    private record Parsed(List<int[]> records, List<Long> offsets, CensusStatistics stats, long read, long invalid) {
    }

    private Parsed parseFixture() throws Exception {
        byte[] bytes = Files.readAllBytes(Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp.resolve("in")));
        CensusParser parser = new CensusParser(schema);
        List<int[]> records = new ArrayList<>();
        List<Long> offsets = new ArrayList<>();
        CensusStatistics stats = new CensusStatistics(schema.features().size() + 1);
        long read = 0;
        long invalid = 0;
        int start = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                CensusRow r = parser.parse(new String(bytes, start, i - start, StandardCharsets.UTF_8));
                read++;
                if (r.kind() == CensusRow.Kind.RECORD) {
                    records.add(r.codes());
                    offsets.add((long) start);
                    stats.add(r.codes());
                } else if (r.kind() == CensusRow.Kind.INVALID) {
                    invalid++;
                }
                start = i + 1;
            }
        }
        return new Parsed(records, offsets, stats, read, invalid);
    }

    private Path write(MissingPolicy policy, CensusLayout layout, RowSplit split) throws Exception {
        Parsed p = parseFixture();
        Path out = tmp.resolve(policy.id() + "-" + layout.id() + ".h5");
        try (CensusFileWriter w = new CensusFileWriter(out, tmp, schema, layout,
                new Imputer(policy, p.stats(), schema.features().size()), split)) {
            for (int i = 0; i < p.records().size(); i++) {
                w.add(p.records().get(i), "capums-fixture.csv", p.offsets().get(i));
            }
            w.finish(new CensusFileWriter.Counts(p.read(), p.invalid()));
        }
        return out;
    }

    private static final String DUMP = """
            import sys, h5py
            f = h5py.File(sys.argv[1], 'r')
            s = lambda v: v.decode() if isinstance(v, bytes) else v
            def show(g, prefix=''):
                for k in sorted(g.keys()):
                    d = g[k]
                    if isinstance(d, h5py.Group):
                        print(prefix + k + '/', int(d.attrs['num_rows']))
                        show(d, prefix + k + '/')
                    else:
                        print(prefix + k, d.dtype, d.shape, d[:].tolist())
            print([s(n) for n in f.attrs['feature_names']], s(f.attrs['label_name']), s(f.attrs['layout']),
                  s(f.attrs['missing_policy']), int(f.attrs['rows_read']), int(f.attrs['rows_invalid']),
                  int(f.attrs['rows_dropped_missing']), int(f.attrs['num_rows']))
            show(f)
            """;

    /** The fixture written with {@code policy} and {@code layout}, no rows held out, as h5py shows it. */
    private List<String> dumped(MissingPolicy policy, CensusLayout layout) throws Exception {
        return Interop.python(DUMP, write(policy, layout, new RowSplit(0, 1)).toString()).lines().toList();
    }

    @Test
    void dropKeepsCompleteRowsInInputOrder() throws Exception {
        assertThat(dumped(MissingPolicy.DROP, CensusLayout.XY)).containsExactly(
                "['sex', 'married', 'black', 'asian', 'collegedegree', 'militaryservice', 'uscitizen', 'disability',"
                        + " 'englishability'] employed xy drop 14 5 3 3",
                "x int8 (3, 9) [[1, 1, 0, 0, 0, 0, 1, 0, 1], [0, 1, 0, 0, 1, 1, 1, 0, 1], [0, 0, 1, 0, 0, 0, 1, 1, 0]]",
                "y int8 (3,) [1, 0, 0]");
    }

    @Test
    void imputeModeFillsFeaturesButNeverTheLabel() throws Exception {
        assertThat(dumped(MissingPolicy.IMPUTE_MODE, CensusLayout.PACKAGE)).containsExactly(
                "['sex', 'married', 'black', 'asian', 'collegedegree', 'militaryservice', 'uscitizen', 'disability',"
                        + " 'englishability'] employed package impute-mode 14 5 1 5",
                "data int8 (5, 10) [[1, 1, 0, 0, 0, 0, 1, 0, 1, 1], [0, 1, 0, 0, 1, 1, 1, 0, 1, 0],"
                        + " [1, 1, 0, 0, 0, 0, 1, 0, 1, 1], [0, 0, 1, 0, 0, 0, 1, 1, 0, 0], [0, 1, 0, 1, 1, 0, 1, 0, 1, 1]]");
    }

    @Test
    void imputeMeanStaysInt8WhenNoFractionIsFilledAndBecomesFloat32WhenOneIs() throws Exception {
        Parsed p = parseFixture();
        assertThat(new Imputer(MissingPolicy.IMPUTE_MEAN, p.stats(), 9).xType()).isEqualTo(ElementType.INT8);
        CensusStatistics s = new CensusStatistics(10);
        s.add(new int[]{1, 0, 0, 0, 0, 0, 1, 0, 0, 1});
        s.add(new int[]{0, 0, 0, 0, 0, 0, 0, 0, 0, 1});
        s.add(new int[]{1, 0, 0, 0, 0, 0, -1, 0, 0, 0});
        Imputer mean = new Imputer(MissingPolicy.IMPUTE_MEAN, s, 9);
        assertThat(mean.xType()).as("uscitizen mean 0.5 is filled in").isEqualTo(ElementType.FLOAT32);
        assertThat(mean.fillValue(6)).isEqualTo(0.5f);
        float[] out = new float[10];
        mean.fillFloats(new int[]{1, 0, 0, 0, 0, 0, -1, 0, 0, 0}, out);
        assertThat(out[6]).isEqualTo(0.5f);
    }

    @Test
    void validationSplitGoesToGroupsAndDependsOnlyOnPositionAndSeed() throws Exception {
        RowSplit split = new RowSplit(0.5, 11);
        Path f = write(MissingPolicy.IMPUTE_MODE, CensusLayout.XY, split);
        Parsed p = parseFixture();
        long expectedVal = p.offsets().stream().filter(o -> split.isValidation("capums-fixture.csv", o)).count()
                - (split.isValidation("capums-fixture.csv", p.offsets().get(3)) ? 1 : 0); // D is dropped
        List<String> lines = Interop.python(DUMP, f.toString()).lines().toList();
        assertThat(lines).anySatisfy(l -> assertThat(l).isEqualTo("val/ " + expectedVal))
                .anySatisfy(l -> assertThat(l).isEqualTo("train/ " + (5 - expectedVal)));

        // a seeded hash of the position: stable, close to the fraction, different per seed
        int val = 0;
        for (long offset = 0; offset < 200_000; offset += 2) {
            if (split.isValidation("CaPUMS5full.csv", offset)) {
                val++;
            }
        }
        assertThat(val).isBetween(49_000, 51_000);
        assertThat(new RowSplit(0.5, 11).isValidation("a.csv", 1234)).isEqualTo(split.isValidation("a.csv", 1234));
        assertThat(RowSplit.fileName("s3a://bucket/dir/CaPUMS5full.csv")).isEqualTo("CaPUMS5full.csv");
    }
}
