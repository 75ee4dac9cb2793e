#ifndef Braintree_h
#define Braintree_h

/// This file added to resolve an issue with cross language module support using CocoaPods:
/// https://github.com/CocoaPods/CocoaPods/issues/9432#issuecomment-570830515
/// When compiling a Swift module, the `-Swift.h` header references `Braintree.h`, but requires nothing from it.

#endif /* Braintree_h */
