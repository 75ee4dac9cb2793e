//
//  InsetLabel.h
//  iNaturalist
//
//  Created by Alex Shepard on 5/22/19.
//  Copyright © 2019 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface InsetLabel: UILabel

@property UIEdgeInsets insets;

@end
