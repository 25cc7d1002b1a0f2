package org.trainprep.run.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.hadoop.SideFiles;
import org.trainprep.hadoop.stage.CommittedTaskOutput;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** What a pass left in its folder ({@link CommittedTaskOutput}'s layout), on either engine. */
final class HadoopPassResult implements PassResult {

    private final Configuration conf;
    private final Path dir;
    private final int tasks;
    private final int partitions;
    private Map<String, Long> counts;

    /** @param partitions the partitions of what its tasks wrote: its shuffle's, else one a task */
    HadoopPassResult(Configuration conf, Path dir, int tasks, int partitions) {
        this.conf = conf;
        this.dir = dir;
        this.tasks = tasks;
        this.partitions = partitions;
    }

    @Override
    public synchronized Map<String, Long> counts() {
        if (counts == null) {
            Map<String, Long> sum = new TreeMap<>();
            try {
                for (String line : lines(CommittedTaskOutput.COUNTS)) {
                    int tab = line.lastIndexOf('\t');
                    sum.merge(line.substring(0, tab), Long.parseLong(line.substring(tab + 1)), Long::sum);
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            counts = Map.copyOf(sum);
        }
        return counts;
    }

    @Override
    public Map<String, String> damaged() throws IOException {
        return org.trainprep.hadoop.CorruptFiles.read(conf, new Path(dir, org.trainprep.hadoop.CorruptFiles.DIR));
    }

    @Override
    public List<String> lines(String folder) throws IOException {
        return SideFiles.lines(conf, new Path(dir, folder), p -> !p.getName().startsWith("_"), Integer.MAX_VALUE);
    }

    @Override
    public String sideOutputs() {
        return dir.toString();
    }

    @Override
    public int tasks() {
        return tasks;
    }

    @Override
    public DatasetRef dataset(String name) {
        return new DatasetRef(new Path(dir, name).toString(), partitions);
    }

    /** The dataset a map-only pass's records went to. */
    DatasetRef records() {
        return dataset(Pass.DATASET);
    }
}
