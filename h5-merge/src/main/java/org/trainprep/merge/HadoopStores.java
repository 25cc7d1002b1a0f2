package org.trainprep.merge;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.h5.CombinedFile;
import org.trainprep.core.h5.RandomAccessSource;
import org.trainprep.core.progress.TransferProgress;
import org.trainprep.core.util.Sha256;
import org.trainprep.hadoop.FilePublisher;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Every URI through Hadoop's FileSystem: local paths, {@code hdfs://}, and on EMR {@code s3://}
 * through EMRFS. Remote parts are read in place ({@link org.trainprep.hadoop.HadoopFileSource}), not
 * copied first, and the combined file is streamed to its target front to back, never staged.
 */
public final class HadoopStores implements Stores {

    private final Configuration conf;
    private final FilePublisher publisher;

    public HadoopStores(Configuration conf) {
        this(conf, new FilePublisher(conf));
    }

    /** Publishing through {@code publisher}: a run's, which never makes its removed directory again. */
    public HadoopStores(Configuration conf, FilePublisher publisher) {
        this.conf = conf;
        this.publisher = publisher;
    }

    @Override
    public List<RandomAccessSource> listParts(String dir) throws IOException {
        List<FileStatus> parts;
        try {
            parts = PartFiles.list(conf, new Path(dir));
        } catch (FileNotFoundException e) {
            throw new IncompatiblePartsException(e.getMessage());
        }
        List<RandomAccessSource> sources = new ArrayList<>();
        try {
            for (FileStatus p : parts) {
                sources.add(publisher.open(p));
            }
            return sources;
        } catch (IOException | RuntimeException e) {
            for (RandomAccessSource s : sources) {
                s.close();
            }
            throw e;
        }
    }

    @Override
    public boolean exists(String uri) throws IOException {
        return publisher.exists(new Path(uri));
    }

    @Override
    public CombineTarget target(String dir) {
        Path outDir = new Path(dir);
        return new CombineTarget() {
            @Override
            public boolean exists(String name) throws IOException {
                return publisher.exists(new Path(outDir, name));
            }

            @Override
            public void delete(String name) throws IOException {
                Path p = new Path(outDir, name);
                p.getFileSystem(conf).delete(p, false);
            }

            @Override
            public void publish(CombinedFile file, String name, TransferProgress progress) throws IOException {
                publisher.publishStreamed(outDir, name, out -> file.writeTo(out, progress));
            }

            @Override
            public void publishBytes(byte[] bytes, String name) throws IOException {
                publisher.publishBytes(bytes, outDir, name);
            }

            @Override
            public Written publishDigested(String name, StreamWriter writer) throws IOException {
                Sha256.Channel[] digest = new Sha256.Channel[1];
                publisher.publishStreamed(outDir, name, out -> {
                    digest[0] = new Sha256.Channel(out);
                    writer.write(digest[0]);
                });
                return new Written(name, digest[0].bytes(), digest[0].hex());
            }

            @Override
            public String uri(String name) {
                return new Path(outDir, name).toString();
            }
        };
    }
}
