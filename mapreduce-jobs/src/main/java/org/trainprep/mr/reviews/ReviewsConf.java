package org.trainprep.mr.reviews;

import org.trainprep.core.reviews.ReviewsOptions;
import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.reviews.LabelScheme;
import org.trainprep.core.reviews.ReviewFields;
import org.trainprep.core.vocab.Vocabulary;

import java.util.Arrays;
import java.util.List;

/**
 * The one place that maps review settings to and from Hadoop {@link Configuration} keys
 * ({@code trainprep.reviews.*}), so tasks read typed values and no key string is repeated.
 */
public final class ReviewsConf {

    static final String SEQ_LEN = "trainprep.reviews.seq-len";
    static final String LABELS = "trainprep.reviews.labels";
    static final String DTYPE = "trainprep.reviews.dtype";
    static final String VOCAB_SIZE = "trainprep.reviews.vocab-size";
    static final String VOCAB_PATH = "trainprep.reviews.vocab-path";
    static final String VOCAB_SHA256 = "trainprep.reviews.vocab-sha256";
    static final String N_VOCAB = "trainprep.reviews.n-vocab";
    static final String SOURCES = "trainprep.reviews.sources";
    static final String REJECTS_PER_TASK = "trainprep.reviews.rejects-per-task";
    static final String FIELDS = "trainprep.reviews.fields";
    /** Whether the dedup reducers count words for the vocabulary (not when one is supplied). */
    static final String COUNT_WORDS = "trainprep.reviews.count-words";

    private ReviewsConf() {
    }

    private static final String RUN_ID = "trainprep.run-id";
    private static final String PARTITIONS = "trainprep.reviews.partitions";

    static void write(ReviewsOptions o, Configuration conf) {
        conf.setInt(SEQ_LEN, o.encoding().seqLen());
        conf.set(LABELS, o.encoding().labels().id());
        conf.set(DTYPE, o.encoding().dtype().id());
        conf.setInt(VOCAB_SIZE, o.encoding().vocabSize());
        conf.setInt(REJECTS_PER_TASK, o.rejectsPerTask());
        conf.setBoolean(COUNT_WORDS, o.encoding().vocabFile() == null);
        conf.set(FIELDS, o.fields().toJson());
    }

    static ReviewFields fields(Configuration conf) {
        String json = conf.get(FIELDS);
        return json == null ? ReviewFields.DEFAULT : ReviewFields.fromJson(json);
    }

    static boolean countWords(Configuration conf) {
        return conf.getBoolean(COUNT_WORDS, true);
    }

    static int seqLen(Configuration conf) {
        return conf.getInt(SEQ_LEN, ReviewsOptions.DEFAULT_SEQ_LEN);
    }

    static LabelScheme labels(Configuration conf) {
        return LabelScheme.fromId(conf.get(LABELS, LabelScheme.FIVE_CLASS.id()));
    }

    static ElementType dtype(Configuration conf) {
        return ElementType.fromId(conf.get(DTYPE, ElementType.INT32.id()));
    }

    static int vocabSize(Configuration conf) {
        return conf.getInt(VOCAB_SIZE, ReviewsOptions.DEFAULT_VOCAB_SIZE);
    }

    static int rejectsPerTask(Configuration conf) {
        return conf.getInt(REJECTS_PER_TASK, ReviewsOptions.DEFAULT_REJECTS_PER_TASK);
    }

    /** Where tasks load the vocabulary from, and the facts parts carry as attributes. */
    static void setVocabulary(Configuration conf, String path, Vocabulary vocab) {
        conf.set(VOCAB_PATH, path);
        conf.set(VOCAB_SHA256, vocab.sha256());
        conf.setInt(N_VOCAB, vocab.nVocab());
    }

    static String vocabSha256(Configuration conf) {
        return conf.get(VOCAB_SHA256);
    }

    static int nVocab(Configuration conf) {
        return conf.getInt(N_VOCAB, -1);
    }

    static String vocabPath(Configuration conf) {
        String p = conf.get(VOCAB_PATH);
        if (p == null) {
            throw new IllegalStateException(VOCAB_PATH + " is not set: the driver sets it before the encode job");
        }
        return p;
    }

    // Newline-separated: URIs may contain the commas that Configuration.setStrings splits on.
    static void setSources(Configuration conf, List<String> uris) {
        conf.set(SOURCES, String.join("\n", uris));
    }

    static List<String> sources(Configuration conf) {
        String s = conf.get(SOURCES, "");
        return s.isEmpty() ? List.of() : Arrays.asList(s.split("\n"));
    }

    /** The run the parts belong to and how many partitions it has: every part records both ({@link PartIdentity}). */
    static void setRun(Configuration conf, String runId, int partitions) {
        conf.set(RUN_ID, runId);
        conf.setInt(PARTITIONS, partitions);
    }

    /** Part {@code index}'s identity in this run. */
    static PartIdentity partIdentity(Configuration conf, int index) {
        String run = conf.get(RUN_ID);
        if (run == null) {
            throw new IllegalStateException(RUN_ID + " is not set: the driver sets it before the encode job");
        }
        return new PartIdentity(run, index, conf.getInt(PARTITIONS, -1));
    }
}
