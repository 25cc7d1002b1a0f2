package org.trainprep.mr.census;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.census.CensusPartSettings;
import org.trainprep.core.census.CensusSchema;
import org.trainprep.hadoop.census.CensusPartTask;
import org.trainprep.hadoop.census.CensusSchemas;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/** Census settings as Hadoop {@link Configuration} keys ({@code trainprep.census.*}), in one place. */
final class CensusConf {

    static final String SCHEMA_PATH = "trainprep.census.schema-path";
    static final String FILES = "trainprep.census.files";
    static final String PART_SETTINGS = "trainprep.census.part-settings";
    /** Per file whose header orders the columns differently: {@code file -> comma-joined columns}. */
    static final String COLUMN_ORDERS = "trainprep.census.column-orders.";
    /** Named output receiving each map task's statistics. */
    static final String STATS_OUTPUT = "stats";

    private CensusConf() {
    }

    static void setColumnOrders(Configuration conf, java.util.List<String> files, java.util.Map<String, String> orders) {
        for (int i = 0; i < files.size(); i++) {
            String order = orders.get(files.get(i));
            if (order != null) {
                conf.set(COLUMN_ORDERS + i, order);
            }
        }
    }

    /** The schema to read input file {@code index} with: its header's column order, if it has its own. */
    static CensusSchema schemaForFile(Configuration conf, int index, String file) throws IOException {
        CensusSchema schema = schema(conf);
        String order = conf.get(COLUMN_ORDERS + index);
        return order == null ? schema : schema.forFirstLine(order, file);
    }

    static void setSchemaPath(Configuration conf, String path) {
        if (path != null) {
            conf.set(SCHEMA_PATH, path);
        }
    }

    /** The schema file named by the driver, or CaPUMS5full. */
    static CensusSchema schema(Configuration conf) throws IOException {
        String p = conf.get(SCHEMA_PATH);
        if (p == null) {
            return CensusSchema.caPums5full();
        }
        Path path = new Path(p);
        try (FSDataInputStream in = path.getFileSystem(conf).open(path)) {
            return CensusSchema.read(in);
        }
    }

    /** The input files in input order; a row's position is (index in this list, byte offset). */
    static void setFiles(Configuration conf, List<String> files) {
        conf.set(FILES, String.join("\n", files));
    }

    static List<String> files(Configuration conf) {
        return Arrays.asList(conf.get(FILES, "").split("\n"));
    }

    /** Where {@code file} is among the job's inputs: the index a row's position starts with. */
    static int fileIndex(Configuration conf, String file) throws IOException {
        return CensusPartTask.fileIndex(files(conf), file);
    }

    /** The second pass's settings (layout, policy, split, statistics). */
    static void setPartSettings(Configuration conf, CensusPartSettings settings) {
        conf.set(PART_SETTINGS, settings.encode());
    }

    static CensusPartSettings partSettings(Configuration conf) {
        return CensusPartSettings.decode(conf.get(PART_SETTINGS));
    }

    static int rejectsPerTask(Configuration conf) {
        return CensusSchemas.rejectsPerTask(conf);
    }
}
