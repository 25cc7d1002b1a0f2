package org.trainprep.run.parallel;

import org.trainprep.core.dataset.Tally;
import org.trainprep.core.parallel.PairRejectReason;
import org.trainprep.core.parallel.ParallelOutcome;
import org.trainprep.core.parallel.ParallelSettings;
import org.trainprep.core.parallel.TokenIds;
import org.trainprep.run.RunSummary;

import java.io.PrintStream;
import java.util.Locale;

/**
 * What a parallel-text run prints, the same on both engines: pairs read, kept and dropped by
 * reason, what BPE learned, and the files the trainers read.
 */
public final class ParallelRunSummary implements org.trainprep.run.SummaryPrinter {

    @Override
    public String type() {
        return "parallel";
    }

    @Override
    public void print(RunSummary run, PrintStream out) {
        printRun(run, out);
    }

    public static void printRun(RunSummary run, PrintStream out) {
        if (!(run.outcome() instanceof ParallelOutcome o)) {
            run.print(out);
            return;
        }
        ParallelSettings s = o.options().settings();
        Tally t = run.tally();
        String dir = run.output().endsWith("/") ? run.output() : run.output() + "/";
        out.printf(Locale.ROOT, "parallel -> %s%n", dir);
        out.printf(Locale.ROOT, "  pairs read            %,d%n", t.linesRead());
        out.printf(Locale.ROOT, "  pairs kept            %,d%n", t.rows());
        for (PairRejectReason r : PairRejectReason.values()) {
            long n = t.counts().getOrDefault(r.name(), 0L);
            if (n > 0) {
                out.printf(Locale.ROOT, "    dropped %-13s %,d%s%n", r.key(), n, r.kind() == PairRejectReason.Kind.INVALID
                        ? " (invalid)" : "");
            }
        }
        if (s.bpe().learns()) {
            out.printf(Locale.ROOT, "  BPE                   %,d merges learned from %,d distinct words; %,d tokens in %s%n",
                    o.codes().size(), o.words(), o.vocabulary().size(), s.vocabFile());
        } else {
            out.printf(Locale.ROOT, "  BPE                   none (--merges 0): tokenized and cleaned only%n");
        }
        out.printf(Locale.ROOT, "  training files        %s (%,d tokens), %s (%,d tokens)%n", s.trainFile(s.srcLang()),
                o.srcTokens(), s.trainFile(s.tgtLang()), o.tgtTokens());
        if (s.bpe().learns()) {
            out.printf(Locale.ROOT, "  codes                 %s%n", s.codesFile());
        }
        if (o.options().h5()) {
            out.printf(Locale.ROOT, "  ids (--h5)            %s (n_vocab %,d: PAD 0, UNK 1, BOS 2, EOS 3, then %s)%n",
                    s.idsFile(), TokenIds.FIRST + o.vocabulary().size(), s.vocabFile());
        }
        o.devFiles().keySet().forEach(f -> out.printf(Locale.ROOT, "  dev                   %s%n", f));
        if (run.merged() != null) {
            out.printf("  manifest              %s%n", run.merged().manifestUri());
        }
        out.printf("  report                %s%n", run.reportUri());
        out.printf(Locale.ROOT, "  took                  %.1f s (%s)%n", run.millis() / 1000.0, run.times());
        if (run.handOff() != null) {
            run.handOff().print(out);
        }
    }
}
