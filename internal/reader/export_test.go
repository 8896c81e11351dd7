package reader

// FishKeyword reports the words fish reads as syntax first, for the fuzz
// test in package reader_test (which imports dialect, which imports
// reader).
var FishKeyword = fishKeyword
