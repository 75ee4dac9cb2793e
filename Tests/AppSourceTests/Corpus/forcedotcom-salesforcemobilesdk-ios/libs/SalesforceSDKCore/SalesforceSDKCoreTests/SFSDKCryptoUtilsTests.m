/*
 Copyright (c) 2013-present, salesforce.com, inc. All rights reserved.
 
 Redistribution and use of this software in source and binary forms, with or without modification,
 are permitted provided that the following conditions are met:
 * Redistributions of source code must retain the above copyright notice, this list of conditions
 and the following disclaimer.
 * Redistributions in binary form must reproduce the above copyright notice, this list of
 conditions and the following disclaimer in the documentation and/or other materials provided
 with the distribution.
 * Neither the name of salesforce.com, inc. nor the names of its contributors may be used to
 endorse or promote products derived from this software without specific prior written
 permission of salesforce.com, inc.
 
 THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR
 IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND
 FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT OWNER OR
 CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
 DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY,
 WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY
 WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */

#import <XCTest/XCTest.h>
#import <SalesforceSDKCore/SalesforceSDKCore-Swift.h>
#import "SFSDKCryptoUtils.h"

@interface SFSDKCryptoUtilsTests : XCTestCase

@end

@implementation SFSDKCryptoUtilsTests

- (void)testRandomDataGenerator
{
    NSUInteger const randomStringByteLength = 32;
    NSUInteger const numDataStrings = 5000;
    
    NSMutableArray *dataStringArray = [NSMutableArray array];
    for (NSUInteger i = 0; i < numDataStrings; i++) {
        [dataStringArray addObject:[SFSDKCryptoUtils randomByteDataWithLength:randomStringByteLength]];
    }
    
    for (NSUInteger i = 0; i < numDataStrings; i++) {
        for (NSUInteger j = i + 1; j < numDataStrings; j++) {
            XCTAssertFalse([[dataStringArray objectAtIndex:i] isEqualToData:[dataStringArray objectAtIndex:j]], @"Random data strings at index %lu and %luu are equal.  Not enough entropy!", (unsigned long)i, (unsigned long)j);
        }
    }
}

- (void)testSamePBKDFKeysWithSameInputs
{
    NSString *initialPasscode = @"Hello123";
    NSString *verifyPasscode = @"Hello123";
    NSData *salt = [SFSDKCryptoUtils randomByteDataWithLength:32];
    NSUInteger numDerivationRounds = 100;
    NSUInteger derivedKeyLength = 128;

    NSData *initialDerivedKey = [SFSDKCryptoUtils pbkdf2DerivedKey:initialPasscode
                                                              salt:salt
                                                  derivationRounds:numDerivationRounds
                                                         keyLength:derivedKeyLength];
    NSData *verifyDerivedKey = [SFSDKCryptoUtils pbkdf2DerivedKey:verifyPasscode
                                                             salt:salt
                                                 derivationRounds:numDerivationRounds
                                                        keyLength:derivedKeyLength];
    XCTAssertTrue([initialDerivedKey isEqualToData:verifyDerivedKey], @"Generated keys with same input parameters should be equal.");
}

- (void)testDifferentPBKDFKeyWithDifferentSalt
{
    NSString *passcode = @"Hello123";
    NSUInteger saltByteLength = 32;
    NSUInteger numDerivationRounds = 100;
    NSUInteger derivedKeyLength = 128;
    
    NSData *initialSalt = [SFSDKCryptoUtils randomByteDataWithLength:saltByteLength];
    NSData *newSalt = [SFSDKCryptoUtils randomByteDataWithLength:saltByteLength];
    NSData *initialDerivedKey = [SFSDKCryptoUtils pbkdf2DerivedKey:passcode
                                                              salt:initialSalt
                                                  derivationRounds:numDerivationRounds
                                                         keyLength:derivedKeyLength];
    NSData *verifyDerivedKey = [SFSDKCryptoUtils pbkdf2DerivedKey:passcode
                                                             salt:newSalt
                                                 derivationRounds:numDerivationRounds
                                                        keyLength:derivedKeyLength];
    XCTAssertFalse([initialDerivedKey isEqualToData:verifyDerivedKey], @"Generated keys with different salts should not be equal.");
}

- (void)testDifferentPBKDFKeyWithDifferentDerivationRounds
{
    NSString *passcode = @"Hello123";
    NSData *salt = [SFSDKCryptoUtils randomByteDataWithLength:32];
    NSUInteger derivedKeyLength = 128;
    
    NSUInteger initialNumDerivationRounds = 100;
    NSData *initialDerivedKey = [SFSDKCryptoUtils pbkdf2DerivedKey:passcode
                                                              salt:salt
                                                  derivationRounds:initialNumDerivationRounds
                                                         keyLength:derivedKeyLength];
    
    NSUInteger newNumDerivationRounds = initialNumDerivationRounds + 1;
    NSData *verifyDerivedKey = [SFSDKCryptoUtils pbkdf2DerivedKey:passcode
                                                             salt:salt
                                                 derivationRounds:newNumDerivationRounds
                                                        keyLength:derivedKeyLength];

    XCTAssertFalse([initialDerivedKey isEqualToData:verifyDerivedKey], @"Generated keys with different derivation rounds should not be equal.");
}

- (void)testDifferentPBKDFKeyWithDifferentDerivedKeyLength
{
    NSString *passcode = @"Hello123";
    NSData *salt = [SFSDKCryptoUtils randomByteDataWithLength:32];
    NSUInteger numDerivationRounds = 100;
    
    NSUInteger initialDerivedKeyLength = 128;
    NSData *initialDerivedKey = [SFSDKCryptoUtils pbkdf2DerivedKey:passcode
                                                              salt:salt
                                                  derivationRounds:numDerivationRounds
                                                         keyLength:initialDerivedKeyLength];
    
    NSUInteger newDerivedKeyLength = initialDerivedKeyLength + 1;
    NSData *verifyDerivedKey = [SFSDKCryptoUtils pbkdf2DerivedKey:passcode
                                                              salt:salt
                                                  derivationRounds:numDerivationRounds
                                                         keyLength:newDerivedKeyLength];
    XCTAssertFalse([initialDerivedKey isEqualToData:verifyDerivedKey], @"Generated keys with different derived key lengths should not be equal.");
}

- (void)testAes256EncryptionDecryption
{
    NSData *origData = [@"The quick brown fox..." dataUsingEncoding:NSUTF8StringEncoding];
    NSData *keyData = [@"My encryption key" dataUsingEncoding:NSUTF8StringEncoding];
    NSData *ivData = [@"Here's an iv staging string" dataUsingEncoding:NSUTF8StringEncoding];
    
    NSData *encryptedData = [SFSDKCryptoUtils aes256EncryptData:origData withKey:keyData iv:ivData];
    XCTAssertFalse([encryptedData isEqualToData:origData], @"Encrypted data should not be the same as original data.");
    
    // Clean decryption should pass.
    NSData *decryptedData = [SFSDKCryptoUtils aes256DecryptData:encryptedData withKey:keyData iv:ivData];
    XCTAssertTrue([decryptedData isEqualToData:origData], @"Decrypted data should match original data.");
    
    // Bad decryption key data should return different data.
    NSData *badKey = [@"The wrong key" dataUsingEncoding:NSUTF8StringEncoding];
    NSData *badIv = [@"The wrong iv" dataUsingEncoding:NSUTF8StringEncoding];
    NSData *badDecryptData = [SFSDKCryptoUtils aes256DecryptData:encryptedData withKey:badKey iv:ivData];
    XCTAssertFalse([badDecryptData isEqualToData:origData], @"Wrong encryption key should return different data on decrypt.");
    badDecryptData = [SFSDKCryptoUtils aes256DecryptData:encryptedData withKey:keyData iv:badIv];
    XCTAssertFalse([badDecryptData isEqualToData:origData], @"Wrong initialization vector should return different data on decrypt.");
    badDecryptData = [SFSDKCryptoUtils aes256DecryptData:encryptedData withKey:badKey iv:badIv];
    XCTAssertFalse([badDecryptData isEqualToData:origData], @"Wrong key and initialization vector should return different data on decrypt.");
}

- (void)testAes128EncryptionDecryption
{
    NSData *origData = [@"The quick brown fox..." dataUsingEncoding:NSUTF8StringEncoding];
    NSData *keyData = [@"My encryption key" dataUsingEncoding:NSUTF8StringEncoding];
    NSData *ivData = [@"Here's an iv staging string" dataUsingEncoding:NSUTF8StringEncoding];
    
    NSData *encryptedData = [SFSDKCryptoUtils aes128EncryptData:origData withKey:keyData iv:ivData];
    XCTAssertFalse([encryptedData isEqualToData:origData], @"Encrypted data should not be the same as original data.");
    
    // Clean decryption should pass.
    NSData *decryptedData = [SFSDKCryptoUtils aes128DecryptData:encryptedData withKey:keyData iv:ivData];
    XCTAssertTrue([decryptedData isEqualToData:origData], @"Decrypted data should match original data.");
    
    // Bad decryption key data should return different data.
    NSData *badKey = [@"The wrong key" dataUsingEncoding:NSUTF8StringEncoding];
    NSData *badIv = [@"The wrong iv" dataUsingEncoding:NSUTF8StringEncoding];
    NSData *badDecryptData = [SFSDKCryptoUtils aes128DecryptData:encryptedData withKey:badKey iv:ivData];
    XCTAssertFalse([badDecryptData isEqualToData:origData], @"Wrong encryption key should return different data on decrypt.");
    badDecryptData = [SFSDKCryptoUtils aes128DecryptData:encryptedData withKey:keyData iv:badIv];
    XCTAssertFalse([badDecryptData isEqualToData:origData], @"Wrong initialization vector should return different data on decrypt.");
    badDecryptData = [SFSDKCryptoUtils aes128DecryptData:encryptedData withKey:badKey iv:badIv];
    XCTAssertFalse([badDecryptData isEqualToData:origData], @"Wrong key and initialization vector should return different data on decrypt.");
}

- (void)testRSAKeyGeneration
{
    [SFSDKCryptoUtils createRSAKeyPairWithName:@"test" keyLength:2048 accessibleAttribute:kSecAttrAccessibleAfterFirstUnlock];
    NSData *privateKeyData = [SFSDKCryptoUtils getRSAPrivateKeyDataWithName:@"test" keyLength:2048];
    XCTAssertNotNil(privateKeyData);
    NSString *publicKeyString = [SFSDKCryptoUtils getRSAPublicKeyStringWithName:@"test" keyLength:2048];
    XCTAssertNotNil(publicKeyString);
}

- (void)testRSAKeyGenerationDifferentKey
{
    [SFSDKCryptoUtils createRSAKeyPairWithName:@"test1" keyLength:2048 accessibleAttribute:kSecAttrAccessibleAfterFirstUnlock];
    [SFSDKCryptoUtils createRSAKeyPairWithName:@"test2" keyLength:2048 accessibleAttribute:kSecAttrAccessibleAfterFirstUnlock];

    NSData *privateKeyData1 = [SFSDKCryptoUtils getRSAPrivateKeyDataWithName:@"test1" keyLength:2048];
    XCTAssertNotNil(privateKeyData1);

    NSData *privateKeyData2 = [SFSDKCryptoUtils getRSAPrivateKeyDataWithName:@"test2" keyLength:2048];
    XCTAssertNotNil(privateKeyData2);

    XCTAssertFalse([privateKeyData1 isEqualToData:privateKeyData2], @"should get different private key data with different keynames");

    NSString *public1KeyString = [SFSDKCryptoUtils getRSAPublicKeyStringWithName:@"test1" keyLength:2048];
    XCTAssertFalse([public1KeyString isEqualToString:@""]);

    NSString *public2KeyString = [SFSDKCryptoUtils getRSAPublicKeyStringWithName:@"test2" keyLength:2048];
    XCTAssertFalse([public2KeyString isEqualToString:@""]);

    XCTAssertFalse([public1KeyString isEqualToString:public2KeyString], @"should get different public key strings with different keynames");

    [SFSDKCryptoUtils createRSAKeyPairWithName:@"test1" keyLength:1024 accessibleAttribute:kSecAttrAccessibleAfterFirstUnlock];

    NSData *privateKeyData3 = [SFSDKCryptoUtils getRSAPrivateKeyDataWithName:@"test1" keyLength:1024];
    XCTAssertNotNil(privateKeyData3);

    NSString *public3KeyString = [SFSDKCryptoUtils getRSAPublicKeyStringWithName:@"test1" keyLength:1024];
    XCTAssertFalse([public3KeyString isEqualToString:@""]);

    XCTAssertFalse([public3KeyString isEqualToString:public1KeyString], @"should get different public key strings with different sizes");
    XCTAssertFalse([privateKeyData3 isEqualToData:privateKeyData1], @"should get different private key strings with different sizes");

}

- (void)testRSAEncryptionAndDecryptionWrongKeys
{
    size_t keySize = 2048;

    [SFSDKCryptoUtils createRSAKeyPairWithName:@"test1" keyLength:keySize accessibleAttribute:kSecAttrAccessibleAfterFirstUnlock];
    [SFSDKCryptoUtils createRSAKeyPairWithName:@"test" keyLength:keySize accessibleAttribute:kSecAttrAccessibleAfterFirstUnlock];

    SecKeyRef publicKeyRef = [SFSDKCryptoUtils getRSAPublicKeyRefWithName:@"test1" keyLength:keySize];
    SecKeyRef privateKeyRef = [SFSDKCryptoUtils getRSAPrivateKeyRefWithName:@"test" keyLength:keySize];
    
    // Encrypt data
    NSString *testString = @"This is a test";
    NSData *testData = [testString dataUsingEncoding:NSUTF8StringEncoding];
    NSData *encryptedData = [SFSDKCryptoUtils encryptData:testData key:publicKeyRef algorithm:kSecKeyAlgorithmRSAEncryptionOAEPSHA256 error:nil];
    
    // Decrypt data
    NSData *decryptedData = [SFSDKCryptoUtils decryptData:encryptedData key:privateKeyRef algorithm:kSecKeyAlgorithmRSAEncryptionOAEPSHA256 error:nil];
    NSString *result = [[NSString alloc] initWithData:decryptedData encoding:NSUTF8StringEncoding];
    XCTAssertFalse([testString isEqualToString:result]);
}

- (void)testECKeyGenerationDeletion
{
    // Keys should not exist already
    SecKeyRef privateKeyRef = [SFSDKCryptoUtils getECPrivateKeyRefWithName:@"test"];
    SecKeyRef publicKeyRef = [SFSDKCryptoUtils getECPublicKeyRefWithName:@"test"];
    XCTAssertFalse(privateKeyRef != NULL, @"Private key should not have been found");
    XCTAssertFalse(publicKeyRef != NULL, @"Private key should not have been found");

    // Create keys
    [SFSDKCryptoUtils createECKeyPairWithName:@"test" accessibleAttribute:kSecAttrAccessibleAfterFirstUnlock useSecureEnclave:[SFSDKCryptoUtils isSecureEnclaveAvailable]];
    
    // Keys should exist
    privateKeyRef = [SFSDKCryptoUtils getECPrivateKeyRefWithName:@"test"];
    publicKeyRef = [SFSDKCryptoUtils getECPublicKeyRefWithName:@"test"];
    XCTAssertTrue(privateKeyRef != NULL, @"Public key should have been found");
    XCTAssertTrue(publicKeyRef != NULL, @"Public key should have been found");
    if (privateKeyRef) CFRelease(privateKeyRef);
    if (publicKeyRef) CFRelease(publicKeyRef);

    // Delete keys
    [SFSDKCryptoUtils deleteECKeyPairWithName:@"test"];
    privateKeyRef = [SFSDKCryptoUtils getECPrivateKeyRefWithName:@"test"];
    publicKeyRef = [SFSDKCryptoUtils getECPublicKeyRefWithName:@"test"];
    XCTAssertFalse(privateKeyRef != NULL, @"Private key should no longer exist");
    XCTAssertFalse(publicKeyRef != NULL, @"Private key should no longer exist");
}

- (void)testECEncryptionAndDecryptionForData
{
    // Create keys
    [SFSDKCryptoUtils createECKeyPairWithName:@"test" accessibleAttribute:kSecAttrAccessibleAfterFirstUnlock useSecureEnclave:[SFSDKCryptoUtils isSecureEnclaveAvailable]];
    SecKeyRef privateKeyRef = [SFSDKCryptoUtils getECPrivateKeyRefWithName:@"test"];
    SecKeyRef publicKeyRef = [SFSDKCryptoUtils getECPublicKeyRefWithName:@"test"];

    NSData *testData = [@"test data" dataUsingEncoding:NSUTF8StringEncoding];
    NSData *encryptedData = [SFSDKCryptoUtils encryptUsingECforData:testData withKeyRef:publicKeyRef];
    NSData *decryptedData = [SFSDKCryptoUtils decryptUsingECforData:encryptedData withKeyRef:privateKeyRef];
    XCTAssertNotEqualObjects(testData, encryptedData, @"Encrypted data should be different from data");
    XCTAssertEqualObjects(testData, decryptedData, @"Decrypted data should be identical to data");
    
    // Delete keys
    [SFSDKCryptoUtils deleteECKeyPairWithName:@"test"];
}

@end
