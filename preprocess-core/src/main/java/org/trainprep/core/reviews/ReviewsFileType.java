package org.trainprep.core.reviews;

import org.trainprep.core.ProjectInfo;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.MatrixFileType;
import org.trainprep.core.h5.TrainerFileAttributes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The review trainer file as a {@link MatrixFileType} (docs/FORMAT.md section 2): parts of one
 * run share the vocabulary, width and label scheme; rows are {@code seq_len + 1} wide; the merged
 * file is named after the label scheme.
 */
public final class ReviewsFileType implements MatrixFileType {

    public static final ReviewsFileType INSTANCE = new ReviewsFileType();

    private ReviewsFileType() {
    }

    @Override
    public String format() {
        return "trainprep-reviews";
    }

    @Override
    public List<String> sharedAttributes() {
        return List.of("vocab_sha256", "label_scheme", "seq_len", "n_vocab", "pad_id", "unk_id");
    }

    @Override
    public Optional<String> checkPart(FileAttributes attributes, int columns, ElementType type) {
        TrainerFileAttributes a = TrainerFileAttributes.of(attributes);
        if (a.seqLen() + 1 != columns) {
            return Optional.of("rows are " + columns + " wide but seq_len " + a.seqLen() + " needs " + (a.seqLen() + 1));
        }
        return Optional.empty();
    }

    @Override
    public String fileName(FileAttributes attributes) {
        return LabelScheme.fromId(TrainerFileAttributes.of(attributes).labelScheme()).combinedFileName();
    }

    @Override
    public FileAttributes merged(FileAttributes first, long totalRows, List<String> sources) {
        TrainerFileAttributes a = TrainerFileAttributes.of(first);
        return new TrainerFileAttributes(a.nVocab(), a.seqLen(), a.padId(), a.unkId(), a.labelScheme(), totalRows,
                a.vocabSha256(), sources, ProjectInfo.createdBy()).toFileAttributes();
    }

    @Override
    public List<String> sources(FileAttributes attributes) {
        return TrainerFileAttributes.of(attributes).source();
    }

    /** The vocabulary its ids index, under the key the run's manifest names it by. */
    @Override
    public Map<String, String> sideFiles() {
        return Map.of("vocab_json", ReviewsOutcome.VOCAB_JSON);
    }

    @Override
    public Map<String, Object> manifestFields(FileAttributes merged) {
        TrainerFileAttributes a = TrainerFileAttributes.of(merged);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("created_by", a.createdBy());
        m.put("n_vocab", a.nVocab());
        m.put("seq_len", a.seqLen());
        m.put("pad_id", a.padId());
        m.put("unk_id", a.unkId());
        m.put("label_scheme", a.labelScheme());
        m.put("num_rows", a.numRows());
        m.put("vocab_sha256", a.vocabSha256());
        return m;
    }
}
