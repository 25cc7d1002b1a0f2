package org.trainprep.core.parallel;

import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.Help;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.RunTarget;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.rejects.InputBudget;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Options of the parallel-text job, the same for both engines, in typed groups: where the run reads
 * and writes ({@link RunTarget}: the source file then the target file, or with {@code folder} one
 * folder holding both, named by language, as a cluster plan passes it), what it does to the pairs
 * ({@link ParallelSettings}), an optional development pair, the engine and the error budget.
 *
 * @param dev a development pair (source, target) tokenized and BPE'd with the run's codes, or null
 * @param h5  also publish the pairs as ids in HDF5 ({@link TokenIds})
 */
public record ParallelOptions(RunTarget target, boolean folder, ParallelSettings settings, Dev dev, String engine,
                              InputBudget budget, boolean h5) implements RunPlan {

    /** Without {@code --h5}. */
    public ParallelOptions(RunTarget target, boolean folder, ParallelSettings settings, Dev dev, String engine,
                           InputBudget budget) {
        this(target, folder, settings, dev, engine, budget, false);
    }

    /** A development pair's two files (never cleaned, so its lines stay aligned). */
    public record Dev(String src, String tgt) {
        public Dev {
            Objects.requireNonNull(src, "src");
            Objects.requireNonNull(tgt, "tgt");
        }
    }

    public static final Help HELP = Help.of("parallel", "--src FILE --tgt FILE --output DIR [options]", """
            Prepares a parallel corpus for translation trainers (GNMT, Transformer): each side tokenized as the Moses
            tokenizer does, pairs cleaned as clean-corpus-n does, joint BPE learned on both sides as subword-nmt's
            learn_bpe.py does (same codes) and applied as apply_bpe.py does. DIR gets train.tok.clean.bpe.N.SRC and
            .TGT (line-aligned), the codes bpe.N, vocab.bpe.N (tokens by count), manifest.json, stats.json and
            report.html; dropped pairs are counted by reason and sampled, both sides, in DIR/_rejects/.""")
            .value("src", "FILE", "source side, one sentence a line (plain, .gz, .bz2 or .zst)", "required, or --input")
            .value("tgt", "FILE", "target side, line-aligned with --src", "required, or --input")
            .value("input", "FOLDER", "instead of --src and --tgt: a folder holding just the two sides, named by"
                    + " language (train.en, train.de), with --src-lang and --tgt-lang", "none")
            .required("output", "DIR", "output directory, created by the run")
            .value("engine", org.trainprep.core.dataset.Engine.choices(), "which engine runs the passes (byte-identical"
                    + " results)", org.trainprep.core.dataset.Engine.byDefault().id())
            .value("src-lang", "LANG", "source language (tokenizer rules, file suffix)", "--src's extension")
            .value("tgt-lang", "LANG", "target language", "--tgt's extension")
            .flag("tokenized", "the input is tokenized already: split on spaces only")
            .flag("aggressive", "split hyphens between letters or digits as @-@ (tokenizer.perl -a)")
            .flag("no-escape", "do not XML-escape & | < > ' \" [ ] (tokenizer.perl -no-escape)")
            .value("min-len", "N", "drop pairs with a side of fewer tokens (clean-corpus-n)", "1")
            .value("max-len", "N", "drop pairs with a side of more tokens", "80")
            .value("ratio", "R", "drop pairs where a side has more than R times the other's tokens", "9")
            .value("max-word-length", "N", "drop pairs with a token of more characters", "1000")
            .flag("latin1", "drop pairs a side of which Latin-1 cannot encode (the MLPerf GNMT data)")
            .value("merges", "N", "BPE merge operations to learn (learn_bpe.py -s); 0: no BPE, the tokenized and cleaned"
                    + " pairs only (train.tok.clean.SRC and .TGT)", "32000")
            .value("min-frequency", "N", "stop learning when no pair occurs this often", "2")
            .value("dev", "SRC_FILE TGT_FILE", "a development pair, tokenized and BPE'd with the run's codes (not cleaned)", "none")
            .flag("h5", "also write the pairs as token ids in HDF5, train.tok.clean.bpe.N.h5 (the GNMT loader's ids:"
                    + " PAD 0, UNK 1, BOS 2, EOS 3, then vocab.bpe.N's lines; examples/pytorch/trainprep_data.py's ParallelH5 reads it)")
            .flag("overwrite", "replace an output directory an earlier run wrote")
            .flag("resume", "go on with the unfinished run a kill left in the output: every pass it finished whose fingerprint (input listing, options, code) matches is reused, the rest rerun")
            .value("max-invalid-fraction", "F", "fail when more than this share of pairs is invalid (not UTF-8, one side"
                    + " empty)", Double.toString(InputBudget.DEFAULT_MAX_INVALID_FRACTION))
            .value("min-rows", "N", "fail when fewer pairs are kept", "1")
            .value("work-dir", "DIR", "parent of the run's intermediate data", "the output's file system")
            .flag("keep-work", "leave the intermediate data for debugging")
            .example("bin/pipeline parallel --src train.en --tgt train.de --output out/wmt16 --dev newstest2014.en"
                    + " newstest2014.de")
            .example("bin/pipeline parallel --src train.en --tgt train.de --output out/m30k --aggressive --no-escape"
                    + " --merges 10000 --engine spark")
            .build();

    /** The one-line usage, for messages. */
    public static final String USAGE = "parallel --src FILE --tgt FILE --output DIR [options]; bin/pipeline parallel --help lists them";

    public ParallelOptions {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(budget, "budget");
        if (target.inputs().size() != (folder ? 1 : 2)) {
            throw new IllegalArgumentException("a parallel run reads two files, --src and --tgt, or one folder, --input");
        }
        org.trainprep.core.dataset.Engine.of("--engine", engine);
    }

    /** The source file as given; with {@link #folder} the folder, whose sides the engine finds by language. */
    public String src() {
        return target.inputs().get(0);
    }

    /** The target file as given; with {@link #folder} the folder. */
    public String tgt() {
        return target.inputs().get(folder ? 0 : 1);
    }

    public static ParallelOptions parse(String[] args) throws UsageException {
        Args a = HELP.parse(args);
        try {
            boolean folder = a.has("input");
            if (folder == (a.has("src") || a.has("tgt")) || (!folder && !(a.has("src") && a.has("tgt")))) {
                throw new UsageException("parallel: give the corpus as --src FILE --tgt FILE, or as --input FOLDER"
                        + " holding both (named by language, with --src-lang and --tgt-lang)");
            }
            List<String> inputs = folder ? List.of(a.required("input")) : List.of(a.required("src"), a.required("tgt"));
            if (!folder && inputs.get(0).equals(inputs.get(1))) {
                throw new UsageException("parallel: --src and --tgt are both " + inputs.get(0) + ": the two sides of a"
                        + " corpus are two files, line n of one the translation of line n of the other");
            }
            String srcLang = a.optional("src-lang", folder ? null : ParallelSettings.languageOf(inputs.get(0)));
            String tgtLang = a.optional("tgt-lang", folder ? null : ParallelSettings.languageOf(inputs.get(1)));
            if (srcLang == null || tgtLang == null) {
                throw new UsageException(folder
                        ? "parallel: --input " + inputs.get(0) + " is a folder: pass --src-lang and --tgt-lang, the"
                        + " suffixes of its two files (e.g. en and de)"
                        : "parallel: cannot tell the language of " + (srcLang == null ? inputs.get(0) : inputs.get(1))
                        + " from its name: pass --" + (srcLang == null ? "src" : "tgt") + "-lang (e.g. en)");
            }
            ParallelSettings.Tokenize tokenize = a.has("tokenized")
                    ? ParallelSettings.Tokenize.NONE
                    : new ParallelSettings.Tokenize(true, a.has("aggressive"), !a.has("no-escape"));
            if (a.has("tokenized") && (a.has("aggressive") || a.has("no-escape"))) {
                throw new UsageException("parallel: --aggressive and --no-escape are tokenizer options, and --tokenized"
                        + " says the input is tokenized already: pass one or the other");
            }
            ParallelSettings.Clean clean = new ParallelSettings.Clean(a.intValue("min-len", 1, 0, Integer.MAX_VALUE),
                    a.intValue("max-len", 80, 0, Integer.MAX_VALUE), a.doubleValue("ratio", 9),
                    a.intValue("max-word-length", 1000, 1, Integer.MAX_VALUE), a.has("latin1"));
            ParallelSettings.Bpe bpe = new ParallelSettings.Bpe(a.intValue("merges", 32000, 0, Integer.MAX_VALUE),
                    a.intValue("min-frequency", 2, 1, Integer.MAX_VALUE));
            Dev dev = null;
            if (a.has("dev")) {
                List<String> d = a.all("dev");
                if (d.size() != 2) {
                    throw new UsageException("parallel: --dev takes two files, the source side then the target side, got "
                            + d.size());
                }
                dev = new Dev(d.get(0), d.get(1));
            }
            if (!bpe.learns() && a.has("h5")) {
                throw new UsageException("parallel: --h5 numbers the BPE tokens of vocab.bpe.N, and --merges 0 learns no"
                        + " BPE: drop --h5, or give --merges a number of merges");
            }
            return new ParallelOptions(new RunTarget(inputs, a.required("output"), a.has("overwrite"),
                    a.optional("work-dir", null), a.has("keep-work"), a.has("resume")), folder,
                    new ParallelSettings(srcLang, tgtLang, tokenize, clean, bpe), dev, a.optional("engine", org.trainprep.core.dataset.Engine.byDefault().id()),
                    new InputBudget(a.doubleValue("max-invalid-fraction", InputBudget.DEFAULT_MAX_INVALID_FRACTION),
                            a.intValue("min-rows", 1, 1, Integer.MAX_VALUE), false), a.has("h5"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("parallel: " + e.getMessage());
        }
    }

    @Override
    public String inputOption(String input) {
        return folder ? "--input" : input.equals(src()) ? "--src" : "--tgt";
    }

    @Override
    public DatasetType type() {
        return new ParallelType();
    }

    @Override
    public String inputShape() {
        return "sentence pairs";
    }

    /**
     * Too few pairs kept because the cleaning limits dropped well-formed ones: the budget's message
     * would name no cause (they are not invalid), so this one names each limit and its option.
     */
    @Override
    public java.util.Optional<String> refusal(org.trainprep.core.dataset.Tally tally,
                                              java.util.List<org.trainprep.core.rejects.RejectRecord> samples) {
        if (tally.rows() >= budget.minRows() || budget.tooDirty(tally.valid(), tally.invalid())) {
            // enough pairs, or too many invalid ones: the budget's own message names that cause
            return java.util.Optional.empty();
        }
        ParallelSettings.Clean c = settings.clean();
        StringBuilder limits = new StringBuilder();
        long filtered = 0;
        for (PairRejectReason r : PairRejectReason.values()) {
            long n = tally.counts().getOrDefault(r.name(), 0L);
            String option = switch (r) {
                case TOO_LONG -> "--max-len " + c.maxLen();
                case TOO_SHORT -> "--min-len " + c.minLen();
                case LENGTH_RATIO -> "--ratio " + c.ratio();
                case LONG_WORD -> "--max-word-length " + c.maxWordLength();
                case NOT_LATIN1 -> "--latin1";
                default -> null;
            };
            if (n > 0 && r.kind() == PairRejectReason.Kind.FILTERED && option != null) {
                filtered += n;
                limits.append(limits.length() == 0 ? "" : ", ").append(String.format(java.util.Locale.ROOT, "%s %,d (%s)",
                        r.key(), n, option));
            }
        }
        if (filtered == 0) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(String.format(java.util.Locale.ROOT, "%,d pairs kept from %,d lines, fewer than %s:"
                        + " the cleaning limits dropped %,d of the %,d well-formed pairs: %s; loosen them", tally.rows(),
                tally.linesRead(), budget.minRows() == 1 ? "one: nothing to publish" : "--min-rows " + budget.minRows(),
                filtered, tally.valid(), limits));
    }

    @Override
    public MatrixFileType fileType() {
        return new ParallelFileType();
    }

    /** Every file a run with these settings publishes besides the training files and the common ones. */
    @Override
    public Set<String> outputNames() {
        java.util.Set<String> names = new java.util.LinkedHashSet<>();
        names.add(settings.trainFile(settings.srcLang()));
        names.add(settings.trainFile(settings.tgtLang()));
        if (settings.bpe().learns()) {
            names.add(settings.codesFile());
            names.add(settings.vocabFile());
        }
        if (h5) {
            names.add(settings.idsFile());
        }
        if (dev != null) {
            names.add(settings.devFile(dev.src(), dev.tgt(), settings.srcLang()));
            names.add(settings.devFile(dev.src(), dev.tgt(), settings.tgtLang()));
        }
        return Set.copyOf(names);
    }

    /** A tokenized side whose language has no non-breaking prefixes of its own: the tokenizer falls back to English's. */
    @Override
    public List<String> warnings() {
        if (!settings.tokenize().enabled()) {
            return List.of();
        }
        List<String> warnings = new java.util.ArrayList<>();
        NonBreakingPrefixes.fallbackWarning("--src-lang", settings.srcLang()).ifPresent(warnings::add);
        NonBreakingPrefixes.fallbackWarning("--tgt-lang", settings.tgtLang()).ifPresent(warnings::add);
        return warnings;
    }

    /** A parallel corpus's pairs are found by line number: a skipped file would misalign them. */
    @Override
    public boolean canSkipCorruptFiles() {
        return false;
    }
}
