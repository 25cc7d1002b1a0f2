package org.trainprep.core.linelengths;

import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.dataset.Tally;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.MatrixPart;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.h5.RowSpool;
import org.trainprep.core.rejects.FileYield;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.stage.LineFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.StageProgram;
import org.trainprep.core.stage.Stages;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.core.stage.TaskOutput;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The test type's one pass: each line counted, rejected with a sample or kept as a row, each split's rows its part. */
final class LineLengthsProgram implements StageProgram {

    /** Counts every line lands in. */
    enum Count { LINES_READ, VALID, INVALID, BLANK }

    /** Why a line is invalid. */
    enum Reason { TOO_LONG }

    private final LineLengthsType.Plan plan;

    LineLengthsProgram(LineLengthsType.Plan plan) {
        this.plan = plan;
    }

    @Override
    public Read read(Stages stages) throws IOException, InterruptedException {
        PassResult lengths = stages.run(Pass.overLines("lengths", stages.inputFiles(), false, new Lengths(plan.maxLength()))
                .files(stages.parts()).build());
        Map<String, Long> byReason = new LinkedHashMap<>();
        for (Reason r : Reason.values()) {
            byReason.put(r.name(), lengths.count(r.name()));
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Count c : Count.values()) {
            counts.put(c.name(), lengths.count(c.name()));
        }
        long valid = counts.get("VALID");
        return new Read(new Tally(counts.get("LINES_READ"), valid, counts.get("INVALID"), counts.get("BLANK"), byReason,
                valid, counts), lengths);
    }

    @Override
    public Outcome write(Stages stages, Read read) {
        // the one pass wrote the parts
        return plan;
    }

    /** A split's lines: rows of (length, parity), its part written at the end. */
    private static final class Lengths implements LineFn {
        private final int maxLength;
        private transient TaskContext task;
        private transient RowSpool spool;
        private final int[] row = new int[2];
        private long valid;
        private long invalid;
        private long blank;

        Lengths(int maxLength) {
            this.maxLength = maxLength;
        }

        @Override
        public void setup(TaskContext task) {
            this.task = task;
        }

        @Override
        public void line(long offset, byte[] bytes, int length, TaskOutput out) throws IOException {
            if (spool == null) {
                spool = new RowSpool(out.scratch(), 2, LineLengthsType.elementType());
            }
            out.count(Count.LINES_READ.name(), 1);
            String text = new String(bytes, 0, length, StandardCharsets.UTF_8);
            if (text.isBlank()) {
                blank++;
                out.count(Count.BLANK.name(), 1);
            } else if (text.length() > maxLength) {
                invalid++;
                out.count(Count.INVALID.name(), 1);
                out.count(Reason.TOO_LONG.name(), 1);
                out.reject(RejectRecord.of(Reason.TOO_LONG.name(), task.split().file(), offset, bytes, 0, length));
            } else {
                valid++;
                out.count(Count.VALID.name(), 1);
                row[0] = text.length();
                row[1] = text.length() % 2;
                spool.add(row);
            }
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            if (spool == null) {
                spool = new RowSpool(out.scratch(), 2, LineLengthsType.elementType());
            }
            out.line("_yield", FileYield.line(task.split().file(), valid, invalid, blank));
            Map<String, Object> attributes = new LinkedHashMap<>();
            attributes.put("line_lengths_max", maxLength);
            attributes.put("source", task.split().file());
            PartIdentity identity = new PartIdentity(task.runId(), task.index(), task.tasks());
            try {
                out.file(String.format(Locale.ROOT, "part-%05d.h5", task.index()),
                        stream -> MatrixPart.write(stream, FileAttributes.of(attributes), identity, spool));
            } finally {
                spool.close();
            }
        }
    }
}
