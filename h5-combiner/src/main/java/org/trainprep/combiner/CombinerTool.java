package org.trainprep.combiner;

import org.apache.hadoop.util.ToolRunner;
import org.trainprep.combiner.s3.LinkSharing;
import org.trainprep.combiner.s3.PublicLink;
import org.trainprep.combiner.s3.PublicMode;
import org.trainprep.combiner.s3.S3Access;
import org.trainprep.combiner.s3.S3Location;
import org.trainprep.combiner.s3.S3Sharing;
import org.trainprep.combiner.s3.S3Stores;
import org.trainprep.core.cli.UsageException;
import org.trainprep.hadoop.CommandTool;
import org.trainprep.merge.CombineResult;
import org.trainprep.merge.HadoopStores;
import org.trainprep.merge.OutputExistsException;
import org.trainprep.merge.Stores;
import org.trainprep.merge.VerifyTool;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Clock;
import java.util.Locale;

/**
 * {@code combine} command: {@code hadoop jar h5-combiner-*-emr.jar --input DIR --output DIR}.
 * {@code s3://} and {@code s3a://} go through the AWS SDK, everything else through Hadoop's
 * FileSystem. An existing target without {@code --overwrite} is a usage error (exit 2); parts
 * that cannot be merged (corrupt, truncated, mismatched, none) and S3 failures exit 1, with
 * nothing uploaded.
 */
public final class CombinerTool extends CommandTool {

    private final S3Factory s3Factory;

    /** Builds the S3 client; tests add interceptors to count requests and inject failures. */
    @FunctionalInterface
    public interface S3Factory {
        S3Access create(CombineOptions options) throws IOException;
    }

    public CombinerTool() {
        this(System.out, System.err, o -> S3Access.create(o.s3()));
    }

    public CombinerTool(PrintStream out, PrintStream err) {
        this(out, err, o -> S3Access.create(o.s3()));
    }

    public CombinerTool(PrintStream out, PrintStream err, S3Factory s3Factory) {
        super(out, err);
        this.s3Factory = s3Factory;
    }

    @Override
    protected String name() {
        return "combine";
    }

    @Override
    protected String usage() {
        return CombineOptions.HELP.text();
    }

    @Override
    protected void execute(String[] args) throws Exception {
        CombineOptions options = CombineOptions.parse(args);
        if (!S3Location.isS3(options.input())) {
            org.apache.hadoop.fs.Path in = new org.apache.hadoop.fs.Path(options.input());
            if (!in.getFileSystem(getConf()).exists(in)) {
                throw new UsageException("combine: input " + options.input() + " does not exist; check --input (the"
                        + " parts directory, DIR/parts of a --no-combine run)");
            }
        }
        // the output directory and its parents, as a user naming a new one expects; the merge itself
        // makes no directory it would not find again (a stopped run's is removed under it). Made here,
        // it is removed again when the combine fails, so a failure leaves no empty directory behind.
        org.apache.hadoop.fs.Path made = null;
        if (!S3Location.isS3(options.output())) {
            org.apache.hadoop.fs.Path out = new org.apache.hadoop.fs.Path(options.output());
            org.apache.hadoop.fs.FileSystem fs = out.getFileSystem(getConf());
            // a directory a run has claimed (writing it now, or killed before finishing) is that run's;
            // its own parts as the input are refused by the merge, naming the unfinished run
            String claimed = org.trainprep.hadoop.RunClaim.claimedBy(fs, fs.makeQualified(out), "combine");
            org.apache.hadoop.fs.Path in = new org.apache.hadoop.fs.Path(options.input());
            if (claimed != null && !org.trainprep.hadoop.OutputDirs.isWithin(in.getFileSystem(getConf()).makeQualified(in),
                    fs.makeQualified(out))) {
                throw new UsageException(claimed);
            }
            for (org.apache.hadoop.fs.Path p = fs.makeQualified(out); p != null && !fs.exists(p); p = p.getParent()) {
                made = p;
            }
            fs.mkdirs(out);
        }
        boolean done = false;
        Stores hadoop = new HadoopStores(getConf());
        try {
            S3Access s3 = options.usesS3() ? s3Factory.create(options) : null;
            try (Stores stores = s3 == null ? hadoop : new S3Stores(s3, hadoop)) {
                LinkSharing sharing = options.publicMode() == PublicMode.OFF ? null
                        : new S3Sharing(s3, options.publicMode(), options.linkValidity(), Clock.systemUTC());
                printSummary(out, new CombineJob(stores, sharing, progress()).run(options));
                done = true;
            } catch (OutputExistsException e) {
                throw new UsageException("combine: " + e.getMessage());
            }
        } finally {
            if (!done && made != null) {
                made.getFileSystem(getConf()).delete(made, true);
            }
        }
    }

    static void printSummary(PrintStream out, CombineJob.Published p) {
        out.printf(Locale.ROOT, "combined %d parts -> %s%n", p.result().parts().size(), p.fileUri());
        if (p.result() instanceof CombineResult r) {
            out.printf(Locale.ROOT, "  rows %d in %d shards %s, width %d, %s, %s%n", r.numRows(),
                    r.plan().shards(), r.plan().shardRows(), r.rowWidth(), r.dtype(), r.format());
            out.printf(Locale.ROOT, "  trainers' loader reads %d items; %d rows unread (k * min - 1 rule)%n",
                    r.plan().loaderItems(), r.plan().rowsUnreadByLoader());
        } else {
            out.printf(Locale.ROOT, "  rows %d, each dataset its parts' in part order, %s%n", p.result().numRows(),
                    p.result().format());
        }
        out.printf(Locale.ROOT, "  manifest %s%n", p.manifestUri());
        PublicLink link = p.link();
        if (link != null) {
            link.notes().forEach(n -> out.println("  " + n));
            if (link.presigned()) {
                out.printf(Locale.ROOT, "  presigned URL, valid until %s (anyone holding it can download the file):%n", link.expires());
            } else {
                out.println("  public URL (public-read object; the bucket stays private):");
            }
            out.println(link.url());
        }
    }

    /** {@code verify DIR} checks a published output ({@link VerifyTool}); anything else is a combine. */
    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("verify")) {
            System.exit(ToolRunner.run(new VerifyTool(), java.util.Arrays.copyOfRange(args, 1, args.length)));
        }
        System.exit(ToolRunner.run(new CombinerTool(), args));
    }
}
