package org.trainprep.core.linelengths;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.trainprep.core.cli.Args;
import org.trainprep.core.cli.Help;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.PublishedFiles;
import org.trainprep.core.dataset.ReportCanvas;
import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.dataset.RunTarget;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.dataset.Verification;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.dataset.MatrixFileCheck;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.rejects.InputBudget;
import org.trainprep.core.stage.StageProgram;
import org.trainprep.core.stage.StagedType;
import org.trainprep.core.stats.HandOff;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * A dataset type that exists only in the test trees, to prove the house: text lines -> rows of
 * (length in characters, length mod 2), lines over {@code --max-length} rejected. Written once on
 * the stage API ({@link LineLengthsProgram}), it runs end to end on every engine with no line of
 * any engine's own, registered by a services line.
 */
public final class LineLengthsType implements DatasetType, StagedType {

    static final Help HELP = Help.of("line-lengths", "--input PATH... --output DIR [options]",
                    "Text lines -> rows of (length, length mod 2); a test-only dataset type.")
            .required("input", "PATH...", "text files")
            .required("output", "DIR", "output directory")
            .value("max-length", "N", "reject lines longer than N characters", "80")
            .flag("overwrite", "replace an earlier output")
            .value("max-invalid-fraction", "F", "fail over this share of invalid lines", "0.05")
            .flag("skip-corrupt-files", "skip unreadable input files")
            .example("bin/pipeline line-lengths --input a.txt --output out/lengths")
            .build();

    @Override
    public String name() {
        return "line-lengths";
    }

    @Override
    public String summary() {
        return "text lines -> (length, parity) rows (test-only)";
    }

    @Override
    public Help help() {
        return HELP;
    }

    @Override
    public String format() {
        return LineLengthsFileType.FORMAT;
    }

    @Override
    public Optional<MatrixFileType> partFileType() {
        return Optional.of(new LineLengthsFileType());
    }

    @Override
    public RunPlan plan(String[] args) throws UsageException {
        Args a = HELP.parse(args);
        double fraction;
        try {
            fraction = Double.parseDouble(a.optional("max-invalid-fraction", "0.05"));
        } catch (NumberFormatException e) {
            throw new UsageException("line-lengths: --max-invalid-fraction must be a number");
        }
        return new Plan(this, new RunTarget(a.requiredList("input"), a.required("output"), a.has("overwrite"), null, false),
                new InputBudget(fraction, 1, a.has("skip-corrupt-files")), a.intValue("max-length", 80, 1, 1 << 20));
    }

    @Override
    public StageProgram program(RunPlan plan) {
        return new LineLengthsProgram((Plan) plan);
    }

    @Override
    public void verify(PublishedFiles files, JsonNode m, boolean quick, Verification result) throws IOException {
        MatrixFileCheck.check(files, m, quick, (row, columns, type, wrong) -> {
            long length = row.getInt();
            long parity = row.getInt();
            if (length < 0) {
                wrong.at(0, length, "is not a length");
            }
            if (parity != length % 2) {
                wrong.at(1, parity, "is not the length's parity");
            }
        }, result);
    }

    @Override
    public void report(ReportCanvas page) {
        page.heading("lengths", "Line lengths");
        page.table(new String[][]{
                {"rows", page.stat("/summary/rows_written", ReportCanvas.Format.INT)},
                {"longest kept", page.stat("/lengths/max_length", ReportCanvas.Format.INT)}});
    }

    /** One run's settings. */
    public record Plan(DatasetType type, RunTarget target, InputBudget budget, int maxLength) implements RunPlan, Outcome {

        @Override
        public String inputShape() {
            return "text lines";
        }

        @Override
        public MatrixFileType fileType() {
            return new LineLengthsFileType();
        }

        @Override
        public void stats(ObjectNode root, Tally tally) {
            root.putObject("lengths").put("max_length", maxLength);
        }

        @Override
        public HandOff handOff(String fileUri, long rows, long loaderRows) {
            return new HandOff(fileUri, rows + " rows of (length, parity)", "h5py.File(\"" + fileUri + "\")");
        }
    }

    static ElementType elementType() {
        return ElementType.INT32;
    }
}
