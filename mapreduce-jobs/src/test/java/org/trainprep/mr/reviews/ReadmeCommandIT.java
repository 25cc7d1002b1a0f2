package org.trainprep.mr.reviews;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.Interop;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs the README's run command ({@code bin/pipeline reviews} on the bundled sample) as a user
 * would, checks it printed no warning, then opens the result with Debian's h5py. Under CI a
 * missing h5py fails this test.
 */
class ReadmeCommandIT {

    @TempDir
    Path tmp;

    @Test
    void readmeRunCommandWritesAFileH5pyOpens() throws Exception {
        Path root = Path.of(System.getenv().getOrDefault("TRAINPREP_REPO_ROOT", "..")).toAbsolutePath().normalize();
        Path out = tmp.resolve("reviews");
        Path log = tmp.resolve("pipeline.log");
        Process p = new ProcessBuilder(root.resolve("bin/pipeline").toString(), "reviews",
                "--input", "testdata/samples/reviews/sample-reviews.json", "--output", out.toString())
                .directory(root.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).isTrue();
        String printed = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(printed).isZero();
        assertThat(printed).contains("lines read            2,000").contains("combined file");
        // a clean run is quiet: no library warning (jhdf's version, its reader's attribute padding)
        assertThat(printed.lines().filter(l -> l.matches(".*\\bWARN\\b.*"))).as(printed).isEmpty();

        String checked = Interop.python("""
                import sys, json, h5py
                f = h5py.File(sys.argv[1] + '/combined_result_5class.h5', 'r')
                m = json.load(open(sys.argv[1] + '/manifest.json'))
                s = lambda v: v.decode() if isinstance(v, bytes) else v
                keys = sorted(f.keys(), key=int)
                assert keys == [str(i) for i in range(len(keys))], keys
                shapes = [f[k].shape for k in keys]
                assert all(sh[1] == 101 for sh in shapes), shapes
                assert all(f[k].dtype == 'int32' for k in keys)
                rows = sum(sh[0] for sh in shapes)
                assert rows == int(f.attrs['num_rows']) == m['num_rows'], (rows, m['num_rows'])
                assert max(sh[0] for sh in shapes) - min(sh[0] for sh in shapes) <= 1
                assert [sh[0] for sh in shapes] == [x['rows'] for x in m['shards']]
                assert int(f.attrs['seq_len']) == 100 and int(f.attrs['pad_id']) == 1 and int(f.attrs['unk_id']) == 2
                assert s(f.attrs['label_scheme']) == 'five-class'
                vocab = json.load(open(sys.argv[1] + '/vocab.json'))
                assert int(f.attrs['n_vocab']) == len(vocab) + 3
                import hashlib
                assert s(f.attrs['vocab_sha256']) == hashlib.sha256(open(sys.argv[1] + '/vocab.json', 'rb').read()).hexdigest()
                row = f['0'][0]
                assert 1 <= row[-1] <= 5 and all(1 <= t < int(f.attrs['n_vocab']) for t in row[:-1])
                print('ok', len(keys), rows)
                """, out.toString());
        assertThat(checked).startsWith("ok ");
        assertThat(out.resolve("_rejects")).isDirectory();
        assertThat(new File(out.toFile(), "_rejects").list()).isNotEmpty(); // the sample has a few bad lines
    }
}
