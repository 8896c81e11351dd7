package registry

// What the archive families (tar, unzip, zip) say alike.

const (
	extractionWarning = "Extraction can write or overwrite files in the destination directory."
	creationWarning   = "Building the archive is a write action and can overwrite an existing archive file."
)

// archiveNote is the first note of every archive family, written into
// each family's Notes: a constant keeps them static data.
const archiveNote = "Only explicit archive paths and destinations are supported."
