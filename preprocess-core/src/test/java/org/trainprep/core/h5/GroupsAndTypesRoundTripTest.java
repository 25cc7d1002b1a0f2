package org.trainprep.core.h5;

import io.jhdf.api.WritableGroup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.Interop;

import java.io.IOException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The census layout's building blocks: int8 and float32 matrices, 1-D vectors, groups, string arrays. */
class GroupsAndTypesRoundTripTest {

    @TempDir
    Path tmp;

    @Test
    void h5pyReadsGroupsVectorsInt8Float32AndStringArrays() throws IOException {
        Path f = tmp.resolve("c.h5");
        try (RowSpool x = new RowSpool(tmp, 3, ElementType.INT8);
             RowSpool y = RowSpool.vector(tmp, ElementType.INT8);
             RowSpool xf = new RowSpool(tmp, 2, ElementType.FLOAT32);
             TrainerFileWriter w = TrainerFileWriter.create(f)) {
            x.add(new int[]{1, 0, 127});
            x.add(new int[]{-128, 5, 0});
            y.add(new int[]{1});
            y.add(new int[]{0});
            xf.add(new float[]{0.25f, 1f});
            w.attribute("feature_names", new String[]{"sex", "married", "collegedegree"});
            w.attribute("rows_in", 10L);
            WritableGroup train = w.addGroup("train");
            w.addDataset(train, "x", x).addDataset(train, "y", y);
            w.attribute(train, "num_rows", 2L);
            WritableGroup val = w.addGroup("val");
            w.addDataset(val, "x", xf);
        }
        String out = Interop.python("""
                import sys, h5py
                f = h5py.File(sys.argv[1], 'r')
                print(sorted(f.keys()), sorted(f['train'].keys()))
                print(f['train/x'].dtype, f['train/x'].shape, f['train/x'][:].tolist())
                print(f['train/y'].dtype, f['train/y'].shape, f['train/y'][:].tolist())
                print(f['val/x'].dtype, f['val/x'][:].tolist())
                print([n.decode() if isinstance(n, bytes) else n for n in f.attrs['feature_names']],
                      int(f.attrs['rows_in']), int(f['train'].attrs['num_rows']))
                """, f.toString());
        assertThat(out.lines().toList()).containsExactly(
                "['train', 'val'] ['x', 'y']",
                "int8 (2, 3) [[1, 0, 127], [-128, 5, 0]]",
                "int8 (2,) [1, 0]",
                "float32 [[0.25, 1.0]]",
                "['sex', 'married', 'collegedegree'] 10 2");
        assertThat(Interop.h5dump("-d", "/train/y", f.toString())).contains("H5T_STD_I8LE").contains("( 2 )");
    }

    @Test
    void spoolsRefuseRowsOfTheWrongKind() throws IOException {
        try (RowSpool x = new RowSpool(tmp, 1, ElementType.INT8); RowSpool xf = new RowSpool(tmp, 1, ElementType.FLOAT32)) {
            assertThatThrownBy(() -> x.add(new int[]{200})).hasMessageContaining("int8");
            assertThatThrownBy(() -> x.add(new float[]{1f})).hasMessageContaining("float32");
            assertThatThrownBy(() -> xf.add(new int[]{1})).hasMessageContaining("float rows");
        }
    }
}
