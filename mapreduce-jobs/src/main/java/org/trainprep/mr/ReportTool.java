package org.trainprep.mr;

import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;
import org.trainprep.hadoop.FilePublisher;
import org.trainprep.hadoop.CommandTool;
import org.trainprep.report.ReportPage;

import java.io.FileNotFoundException;
import java.io.PrintStream;

/**
 * {@code report DIR}: draws {@code DIR/report.html} again from {@code DIR/stats.json} (after an
 * upgrade, or for a copy of the statistics), on any Hadoop FileSystem.
 */
public final class ReportTool extends CommandTool {

    public static final String HELP = """
            usage: report DIR

            Rebuilds DIR/report.html from DIR/stats.json, which every reviews and census run writes beside its
            outputs. The page is self-contained (charts embedded as PNG), so it opens from disk with no network.

              DIR    a finished run's output directory: local, hdfs://, s3:// (EMRFS) or s3a://

            example:
              bin/pipeline report out/reviews
            """;

    public ReportTool() {
        this(System.out, System.err);
    }

    public ReportTool(PrintStream out, PrintStream err) {
        super(out, err);
    }

    @Override
    protected String name() {
        return "report";
    }

    @Override
    protected String usage() {
        return HELP;
    }

    @Override
    protected void execute(String[] args) throws Exception {
        if (args.length != 1 || args[0].startsWith("--")) {
            throw new UsageException("report: give one output directory, e.g. bin/pipeline report out/reviews");
        }
        Path dir = new Path(args[0]);
        Path stats = new Path(dir, ReportPage.STATS_FILE);
        FileSystem fs = stats.getFileSystem(getConf());
        byte[] json;
        try (FSDataInputStream in = fs.open(stats)) {
            json = in.readAllBytes();
        } catch (FileNotFoundException e) {
            throw new UsageException("report: no " + ReportPage.STATS_FILE + " in " + dir
                    + "; give the output directory of a finished reviews or census run");
        }
        new FilePublisher(getConf()).publishBytes(ReportPage.render(json), fs.makeQualified(dir), ReportPage.FILE_NAME);
        out.println("report -> " + fs.makeQualified(new Path(dir, ReportPage.FILE_NAME)));
    }
}
