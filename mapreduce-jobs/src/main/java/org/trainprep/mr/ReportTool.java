package org.trainprep.mr;

import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;
import org.trainprep.hadoop.FilePublisher;
import org.trainprep.hadoop.DirectoryTool;
import org.trainprep.report.ReportPage;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.PrintStream;

/**
 * {@code report DIR}: draws {@code DIR/report.html} again from {@code DIR/stats.json} (after an
 * upgrade, or for a copy of the statistics), on any Hadoop FileSystem.
 */
public final class ReportTool extends DirectoryTool {

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
    protected String about() {
        return """
                Rebuilds DIR/report.html from DIR/stats.json, which every dataset run writes beside its
                outputs. The page is self-contained (charts embedded as PNG), so it opens from disk with no network.""";
    }

    @Override
    protected void run(Path dir) throws Exception {
        Path stats = new Path(dir, ReportPage.STATS_FILE);
        FileSystem fs = stats.getFileSystem(getConf());
        byte[] json;
        try (FSDataInputStream in = fs.open(stats)) {
            json = in.readAllBytes();
        } catch (FileNotFoundException e) {
            throw new UsageException("report: no " + ReportPage.STATS_FILE + " in " + dir
                    + "; give the output directory of a finished run");
        }
        byte[] page;
        try {
            page = ReportPage.render(json);
        } catch (IOException | RuntimeException e) {
            // a truncated or hand-edited file: say so, not its bytes
            throw new IOException(stats + " is not a complete stats.json (" + e.getClass().getSimpleName() + " after "
                    + json.length + " bytes); rerun the job that wrote it, or restore the file");
        }
        new FilePublisher(getConf()).publishBytes(page, fs.makeQualified(dir), ReportPage.FILE_NAME);
        out.println("report -> " + fs.makeQualified(new Path(dir, ReportPage.FILE_NAME)));
    }
}
